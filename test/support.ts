import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema } from "graphql";
import { renderToStaticMarkup } from "react-dom/server";
import type { Root } from "mdast";
import { VFile } from "vfile";
import type { z } from "zod";
import { docFrontMatter, extractFrontMatter, type FrontMatter } from "../src/pipeline/1-content/index.ts";
import { createParser, parseMarkdown } from "../src/pipeline/2-parse/index.ts";
import { createReactCompiler, toReact } from "../src/pipeline/4-render/index.ts";
import { formatMessage } from "../src/report/index.ts";
import { createTransformer, transformPage } from "../src/pipeline/3-transform/index.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));
export const UPDATE = process.env.UPDATE === "1";

const schema = buildSchema(readFileSync(`${FIXTURES}site/content/schema/admin-api.graphql`, "utf8"));
const parsers = { mdx: createParser(), md: createParser("md") };
const transformOptions = {
  baseUrl: "/",
  routesBySource: new Map([
    ["content/docs/other.md", "/docs/other"],
    ["content/docs/case.md", "/docs/case"],
    ["content/docs/setup.mdx", "/docs/setup"],
    ["content/docs/guides/install.md", "/docs/guides/install"],
  ]),
  assets: new Map([
    ["docs/img/diagram.svg", "docs/img/diagram.svg"],
    ["static/img/logo.png", "img/logo.png"],
    ["static/img/broken.png", "img/broken.png"],
  ]),
  imageSizes: new Map([
    ["docs/img/diagram.svg", { width: 640, height: 360 }],
    ["img/broken.png", { unreadable: "Invalid PNG" }],
  ]),
  contentDir: "content",
  schema,
};
const transformer = createTransformer(transformOptions);
const compiler = createReactCompiler();

export interface RenderOptions {
  /** The page's path: `content/docs/case.md` unless given (`content/docs/case.mdx` for MDX). */
  path?: string;
  /** Partials the page may import: path from the project root → text. */
  partials?: Map<string, string>;
  /** `md` reads the snippet as CommonMark, as config.yaml's `markdown.format: md` does; MDX (Docusaurus 3's default) otherwise. */
  format?: "md";
  /** Markdown files the page shows by a component name without importing them, as config.yaml's `markdown.components`. */
  components?: Record<string, string>;
}

/**
 * Returns the rendered HTML body of a markdown snippet (as `content/docs/case.md`) and its messages, one per line.
 * A snippet that starts with `---` has its front matter read as a doc's first, as the content stage does.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): { html: string; messages: string; file: VFile } {
  const file = new VFile({ path: options.path ?? "content/docs/case.md", value: markdown });
  if (markdown.startsWith("---")) extractFrontMatter(file, docFrontMatter as z.ZodType<FrontMatter>);
  file.data.route = "/docs/case";
  const parser = parsers[options.format ?? "mdx"];
  const parse = (source: VFile) => parseMarkdown(parser, source);
  // Partials are texts the page's transform may read too (a `raw-loader` import's), as the build's transformer reads them.
  const withPartials =
    options.partials?.size || options.components
      ? createTransformer({ ...transformOptions, partials: options.partials, components: options.components })
      : transformer;
  const hast = transformPage(withPartials, parse(file), file, parse, options.partials);
  const html = renderToStaticMarkup(toReact(compiler, hast));
  return { html: `${html.trim()}\n`, messages: file.messages.map((m) => formatMessage(m, m.file || file.path)).join("\n"), file };
}

/** Returns the rendered HTML body of a page built as mdast (a generated reference page), as `renderMarkdown` does for text. */
export function renderTree(tree: Root): { html: string; messages: string } {
  const file = new VFile({ path: "content/docs/case.md", value: "" });
  file.data.route = "/docs/case";
  const hast = transformPage(transformer, structuredClone(tree), file, (source: VFile) => parseMarkdown(parsers.mdx, source));
  const html = renderToStaticMarkup(toReact(compiler, hast));
  return { html: `${html.trim()}\n`, messages: file.messages.map((m) => formatMessage(m, m.file || file.path)).join("\n") };
}

/** Returns a port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Returns every file under `dir` as bytes, by path. */
export function listBytes(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const rel of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, rel);
    if (statSync(path).isFile()) files.set(rel, readFileSync(path));
  }
  return files;
}

/**
 * Adds to a copy of the fixture site at `root` a sidebar `bulkSidebar` of `count` pages in one folder
 * (content/docs/bulk/p00.md, …), opened by a navbar item labelled `label`: a sidebar whose top level is long.
 */
export function addLongSidebar(root: string, count: number, label: string): void {
  mkdirSync(join(root, "content/docs/bulk"), { recursive: true });
  for (let i = 0; i < count; i++) {
    const name = `p${String(i).padStart(2, "0")}`;
    writeFileSync(join(root, `content/docs/bulk/${name}.md`), `---\ntitle: Bulk ${name}\ndescription: Page ${i} of a long folder.\n---\n\nText.\n`);
  }
  const config = readFileSync(join(root, "config.yaml"), "utf8")
    .replace("  themeDevelopmentSidebar: []", "  themeDevelopmentSidebar: []\n  bulkSidebar:\n    - autogenerated: bulk")
    .replace(/^ {2}items:\n/m, `  items:\n    - label: ${label}\n      to: /docs/bulk/p00\n      sidebar: bulkSidebar\n`);
  writeFileSync(join(root, "config.yaml"), config);
}
