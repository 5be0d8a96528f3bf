/**
 * The Hugo side of the bench's anchor: the pages of a synthetic corpus as a minimal Hugo site, built cold by Debian's
 * `hugo`. No theme, no modules, no network: one layout renders a page's `.Content` with its title and a list of links
 * to the pages of its folder, as a sidebar.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runTimed } from "./timed-run.ts";

/** The `hugo` binary the bench runs. */
export const HUGO = process.env.HUGO ?? "hugo";

/** Returns the first line of `hugo version`, or undefined when hugo is not installed. */
export function hugoVersion(): string | undefined {
  const run = spawnSync(HUGO, ["version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim().split("\n")[0] : undefined;
}

const CONFIG = `baseURL = "/"
title = "Synthetic site"
languageCode = "en"
disableKinds = ["section", "taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}">
</head>
<body>
<nav class="sidebar">{{ partialCached "sidebar.html" . .File.Dir }}</nav>
<main>
<h1>{{ .Title }}</h1>
{{ .Content }}
</main>
</body>
</html>
`;

const SIDEBAR = `<ul>{{ range where site.RegularPages "File.Dir" .File.Dir }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>
`;

const NOT_FOUND = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Page not found | {{ site.Title }}</title></head>
<body><main><h1>Page not found</h1><p><a href="/">Home</a></p></main></body></html>
`;

/** Returns the paths of the markdown files under `dir`, relative to it. */
const markdownFiles = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((path) => path.endsWith(".md")).sort();

/**
 * Writes the Hugo site of a synthetic corpus into a temporary folder and returns its root and the pages it makes.
 * Its pages are the routes of Folio's build of the corpus (`folioOutDir`), at the same URLs: a page written from a
 * markdown file of the corpus is that same file, with `weight` for its `sidebar_position`; a page Folio generates (the
 * GraphQL and theme reference, the home page, the blog) is the markdown twin Folio wrote for it. Plus the 404 page.
 */
export function writeHugoSite(corpusRoot: string, folioOutDir: string): { root: string; pages: number } {
  const root = mkdtempSync(join(tmpdir(), "bench-hugo-"));
  writeFileSync(join(root, "hugo.toml"), CONFIG);
  for (const [path, text] of [
    ["layouts/_default/single.html", PAGE],
    ["layouts/index.html", PAGE],
    ["layouts/partials/sidebar.html", SIDEBAR],
    ["layouts/404.html", NOT_FOUND],
  ]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const twins = markdownFiles(folioOutDir).filter((path) => !path.startsWith("assets/"));
  for (const path of twins) {
    const source = join(corpusRoot, "content", path);
    const target = join(root, "content", path === "index.md" ? "_index.md" : path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, existsSync(source) ? withWeight(readFileSync(source, "utf8")) : fromTwin(readFileSync(join(folioOutDir, path), "utf8")));
  }
  return { root, pages: twins.length + 1 };
}

/** A corpus page: its YAML front matter as it is, with Hugo's `weight` for the sidebar order. */
function withWeight(markdown: string): string {
  const position = /^sidebar_position: (\d+)$/m.exec(markdown)?.[1];
  return position === undefined ? markdown : markdown.replace(/^---\n/, `---\nweight: ${position}\n`);
}

/** A generated page's markdown twin (`# Title`, then its body): the title goes to the front matter. */
function fromTwin(markdown: string): string {
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? "Untitled";
  const body = markdown.replace(/^# .*\n/m, "");
  return `---\ntitle: ${JSON.stringify(title)}\n---\n${body}`;
}

/** Builds a Hugo site cold (`hugo --quiet --destination OUT`, no output folder or resources left) in a fresh process. */
export function buildHugo(site: string): { wallMs: number; cpuMs: number; userMs: number; sysMs: number; pages: number } {
  const out = join(site, "public");
  rmSync(out, { recursive: true, force: true });
  rmSync(join(site, "resources"), { recursive: true, force: true });
  const run = runTimed(HUGO, ["--quiet", "--destination", out], { cwd: site });
  if (run.status !== 0) throw new Error(`hugo failed in ${site}:\n${run.stdout}${run.stderr}`);
  const pages = (readdirSync(out, { recursive: true }) as string[]).filter((path) => path.endsWith(".html")).length;
  return { wallMs: run.wallMs, cpuMs: run.cpuMs, userMs: run.userMs, sysMs: run.sysMs, pages };
}
