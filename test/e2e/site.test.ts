import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { buildSchema } from "graphql";
import ts from "typescript";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { kebabCase } from "../../src/shared/index.ts";
import { ROOT } from "../support.ts";
import { unsafeMarkup } from "./unsafe-markup.ts";

/** The routes the site must have, one `ROUTE SIDEBAR` per line (`-`: no sidebar); `#` starts a comment line. */
const ROUTES = join(ROOT, "test/e2e/routes.txt");
const FENCE = /^```(ts|tsx|js|jsx|json)\b([^\n]*)\n([\s\S]*?)^```/gm;

let outDir: string;
let report: string;
let ok: boolean;
before(async () => {
  outDir = join(mkdtempSync(join(tmpdir(), "real-site-")), "build");
  const result = await buildSite({ root: ROOT, outDir });
  report = formatMessages(result.files);
  ok = result.ok;
});

const page = (route: string) => readFileSync(join(outDir, route, "index.html"), "utf8");
const sidebarLinks = (html: string) =>
  [
    ...html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf("</nav>", html.indexOf('aria-label="Docs sidebar"'))).matchAll(/<a href="([^"]+)"/g),
  ].map((m) => m[1]!);

/**
 * Returns what differs between the built site and routes.txt, one line per route: a route whose `ROUTE/index.html`
 * is missing, or whose page does not carry exactly its sidebar as `data-sidebar="ID"` (with `-`, none at all).
 */
function routeProblems(buildDir: string, routes: string[]): string[] {
  const problems: string[] = [];
  for (const line of routes) {
    const [route, sidebar] = line.trim().split(/\s+/) as [string, string];
    const file = join(buildDir, route, "index.html");
    if (!existsSync(file)) {
      problems.push(`missing ${route}`);
      continue;
    }
    const found = [...new Set([...readFileSync(file, "utf8").matchAll(/data-sidebar="([^"]+)"/g)].map((m) => m[1]!))];
    const right = sidebar === "-" ? found.length === 0 : found.length === 1 && found[0] === sidebar;
    if (!right) problems.push(`sidebar ${route}: expected ${sidebar}, found ${found.join(",") || "none"}`);
  }
  return problems;
}

test("should build the real site with no message, linkinator included, and every route of routes.txt with its sidebar", () => {
  assert.equal(ok, true, report);
  // Not even a warning: every doc is in a sidebar, every link and image is whole.
  assert.equal(report, "");
  const routes = readFileSync(ROUTES, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"));
  assert.ok(routes.length > 150, `routes.txt lists only ${routes.length} routes`);
  const problems = routeProblems(outDir, routes);
  assert.equal(problems.length, 0, `${problems.length} of ${routes.length} routes of test/e2e/routes.txt are not as specified:\n${problems.join("\n")}`);
});

test("should mark the page's own link in its sidebar as the current page, on every page with a sidebar, generated indexes included", () => {
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).sort();
  const problems: string[] = [];
  let withSidebar = 0;
  for (const file of pages) {
    const html = readFileSync(join(outDir, file), "utf8");
    const start = html.indexOf('aria-label="Docs sidebar"');
    if (start === -1) continue;
    withSidebar++;
    const route = `/${file.replace(/\/?index\.html$/, "")}`;
    const current = new Set([...html.slice(start, html.indexOf("</nav>", start)).matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]));
    if (current.size !== 1 || !current.has(route)) problems.push(`${route}: ${[...current].join(", ") || "no current link"}`);
  }
  assert.ok(withSidebar > 600, `${withSidebar} pages with a sidebar`);
  assert.ok(pages.includes("docs/api/type-definitions/admin-api/objects/index.html"));
  assert.deepEqual(problems, []);
});

test("should parse every ts, tsx, js, jsx and json code block in content/", () => {
  const problems: string[] = [];
  const files = (readdirSync(join(ROOT, "content"), { recursive: true }) as string[]).filter((f) => f.endsWith(".md")).sort();
  for (const rel of files) {
    const text = readFileSync(join(ROOT, "content", rel), "utf8");
    for (const match of text.matchAll(FENCE)) {
      const [, lang, , code] = match as unknown as [string, string, string, string];
      const line = text.slice(0, match.index).split("\n").length;
      if (lang === "json") {
        try {
          JSON.parse(code);
        } catch (error) {
          problems.push(`content/${rel}:${line}: ${(error as Error).message}`);
        }
        continue;
      }
      const kind = lang === "tsx" || lang === "jsx" ? ts.ScriptKind.TSX : lang === "js" ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      const source = ts.createSourceFile(`block.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
      const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
      for (const d of diagnostics) problems.push(`content/${rel}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    }
  }
  assert.deepEqual(problems, []);
});

test("should give every query, mutation and named type of the schema its reference page", () => {
  const schema = buildSchema(readFileSync(join(ROOT, "content/schema/admin-api.graphql"), "utf8"));
  const base = "docs/api/type-definitions/admin-api";
  const missing: string[] = [];
  for (const name of Object.keys(schema.getQueryType()!.getFields()))
    if (!existsSync(join(outDir, base, "queries", kebabCase(name), "index.html"))) missing.push(name);
  for (const name of Object.keys(schema.getMutationType()!.getFields()))
    if (!existsSync(join(outDir, base, "mutations", kebabCase(name), "index.html"))) missing.push(name);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || type.name === "Query" || type.name === "Mutation") continue;
    const found = ["objects", "inputs", "enums", "scalars"].some((kind) => existsSync(join(outDir, base, kind, kebabCase(type.name), "index.html")));
    if (!found) missing.push(type.name);
  }
  assert.deepEqual(missing, []);
});

test("should link every Admin API guide to at least three reference pages", () => {
  const guides = readdirSync(join(ROOT, "content/docs/api/admin-api")).filter((f) => f.endsWith(".md"));
  assert.ok(guides.length >= 16, `${guides.length} guides`);
  for (const guide of guides) {
    const html = page(`docs/api/admin-api/${guide.replace(/\.md$/, "")}`);
    const article = html.slice(html.indexOf('<div class="markdown" data-island="content">'), html.indexOf('<nav aria-label="Docs pages"'));
    const targets = new Set([...article.matchAll(/href="(\/docs\/api\/type-definitions\/admin-api\/[^"#]+)/g)].map((m) => m[1]));
    assert.ok(targets.size >= 3, `${guide} links ${targets.size} reference pages`);
  }
});

test("should list the Next.js tutorial in reading order in the appDevelopmentSidebar", () => {
  const order = sidebarLinks(page("docs/app/tutorials/nextjs/introduction")).filter((href) => href.startsWith("/docs/app/tutorials/nextjs/"));
  assert.deepEqual(
    order.filter((href, i) => order.indexOf(href) === i),
    [
      "introduction",
      "create-project",
      "authorization/introduction",
      "authorization/authorize-from-your-app",
      "authorization/oauth-authorize-api",
      "authorization/oauth-callback-api",
      "authorization/create-app-access-token",
      "authorization/handling-scope-changes",
      "admin-api-queries",
      "list-products",
      "add-new-product",
      "webhook",
    ].map((slug) => `/docs/app/tutorials/nextjs/${slug}`),
  );
});

test("should show every image of the dashboard and partner guides with alt text and its size, from a file that exists", () => {
  const routes = (readdirSync(join(outDir, "docs/dashboard"), { recursive: true }) as string[])
    .filter((f) => f.endsWith("index.html"))
    .map((f) => `docs/dashboard/${f}`);
  let images = 0;
  for (const route of routes) {
    const html = readFileSync(join(outDir, route), "utf8");
    for (const [tag] of html.matchAll(/<img [^>]*>/g)) {
      images++;
      assert.match(tag, / alt="[^"]{10,}"/, `${route}: ${tag}`);
      const src = /src="([^"]+)"/.exec(tag)![1]!;
      assert.ok(existsSync(join(outDir, src)), `${route}: ${src} is missing`);
      // Its room is kept before it loads: the size its SVG declares.
      const declared = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(readFileSync(join(outDir, src), "utf8"));
      assert.ok(declared, `${route}: ${src} declares no size`);
      assert.match(tag, new RegExp(` width="${declared[1]}" height="${declared[2]}" loading="lazy" decoding="async"`), `${route}: ${tag}`);
    }
  }
  assert.ok(images >= 3, `expected the three diagrams, found ${images} images`);
});

test("should list every blog post in both feeds and every built page in the sitemap", () => {
  const posts = readdirSync(join(ROOT, "content/blog"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/^\d{4}-\d{2}-\d{2}-|\.md$/g, ""))
    .sort();
  for (const feed of ["blog/rss.xml", "blog/atom.xml"]) {
    const xml = readFileSync(join(outDir, feed), "utf8");
    const linked = [...xml.matchAll(/https:\/\/docs\.example\.com\/blog\/([a-z0-9-]+)<\/(?:link|id)>/g)].map((m) => m[1]).sort();
    assert.deepEqual(linked, posts, feed);
  }
  const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).length;
  assert.equal([...sitemap.matchAll(/<loc>/g)].length, pages);
});

/** Returns the markdown with fenced and inline code removed: what is left must hold no HTML. */
const prose = (markdown: string) => markdown.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, "").replace(/`[^`\n]*`/g, "");

test("should publish a clean markdown twin of every page, and llms.txt and llms-full.txt", () => {
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).map((f) => f.replace(/\/?index\.html$/, ""));
  const problems: string[] = [];
  for (const route of pages) {
    const twin = join(outDir, route === "" ? "index.md" : `${route}.md`);
    if (!existsSync(twin)) {
      problems.push(`missing ${twin}`);
      continue;
    }
    const text = readFileSync(twin, "utf8");
    if (!text.startsWith("# ")) problems.push(`${route}.md does not start with its title`);
    const html = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/i.exec(prose(text));
    if (html) problems.push(`${route}.md holds HTML: ${html[0]}`);
  }
  assert.deepEqual(problems, []);
  const index = readFileSync(join(outDir, "llms.txt"), "utf8");
  for (const section of ["## API Docs", "## Apps", "## Themes", "## Dashboard", "## Partners", "## Blog"]) assert.ok(index.includes(section), section);
  assert.match(index, /- \[Orders\]\(https:\/\/docs\.example\.com\/docs\/api\/admin-api\/orders\.md\): /);
  const full = readFileSync(join(outDir, "llms-full.txt"), "utf8");
  assert.ok(full.includes("# Orders"));
  assert.equal(/<\/?(div|span|p|a|h[1-6])(\s[^>]*)?>/i.exec(prose(full)), null);
});

test("should put no inline script other than the data block and the hashed banner, and no handler, frame or form, on any page", () => {
  const { scriptHashes } = JSON.parse(readFileSync(join(outDir, "csp.json"), "utf8")) as { scriptHashes: string[] };
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).sort();
  assert.ok(pages.length > 600);
  const problems = pages.flatMap((f) => unsafeMarkup(readFileSync(join(outDir, f), "utf8"), scriptHashes).map((p) => `${f}: ${p}`));
  assert.deepEqual(problems, []);
});
