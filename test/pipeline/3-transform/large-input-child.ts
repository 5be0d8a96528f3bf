/** Child process of large-input.test.ts: renders one large document and prints its sizes, time and peak memory as JSON. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, renderMarkdown } from "../../support.ts";

/** Returns the real docs, front matter removed, repeated until the text is `bytes` long. */
function largeDocument(bytes: number): string {
  const dir = join(ROOT, "content/docs");
  const pages = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""));
  const parts: string[] = [];
  for (let length = 0, i = 0; length < bytes; i++) {
    parts.push(pages[i % pages.length]!);
    length += pages[i % pages.length]!.length + 2;
  }
  return parts.join("\n\n").slice(0, bytes);
}

/** Returns a GFM table of `rows` rows with inline markup and a link in every row. */
function largeTable(rows: number): string {
  return [
    "| id | item | price |",
    "| --- | --- | --: |",
    ...Array.from({ length: rows }, (_, i) => `| ${i} | item **${i}** [intro](/docs/intro) | ${i * 3}.00 |`),
  ].join("\n");
}

const markdown = process.argv[2] === "table" ? largeTable(Number(process.argv[3])) : largeDocument(Number(process.argv[3]));
const started = performance.now();
const { html, file } = renderMarkdown(markdown);
console.log(
  JSON.stringify({
    inputBytes: Buffer.byteLength(markdown),
    ms: Math.round(performance.now() - started),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    htmlBytes: html.length,
    messages: file.messages.length,
    rows: (html.match(/<tr>/g) ?? []).length,
  }),
);
