import type { Root, Link, Image, Text, Definition } from "mdast";
import { posix } from "node:path";
import type { VFile } from "vfile";
import type { DocsRoot } from "../../../0-config/index.ts";
import { walkTree } from "../../../../shared/index.ts";
import { pageBasePath, pageHref, safeDecode, withBase, withoutBase } from "../../../../shared/index.ts";
import type { ImageSizeRead } from "../../../1-content/index.ts";
import { reportOtherHost } from "../../links/other-host.ts";
import type { LinkRecord } from "../../links/link-record.ts";
import { copiedDocsFolder, findSource, movedInto, PATHNAME, SITE_ALIAS, sourceCandidates, type SourceIndex } from "../../links/link-source.ts";
import { isUnsafeUrl, keptText, reportUnsafe } from "../../links/unsafe-url.ts";

export interface RemarkLinksOptions extends SourceIndex {
  baseUrl: string;
  /** Local images' sizes by output path (src/pipeline/1-content/image-sizes.ts): each image gets its width and height. */
  imageSizes?: Map<string, ImageSizeRead>;
  /** Every route of the site; made from `routesBySource` when not given. */
  routes?: Set<string>;
  /** The docs roots (`docsRootsOf`): a page's links from its Docusaurus docs folder are read in its root. */
  roots?: DocsRoot[];
  /** config.yaml's `trailingSlash`: a page's URL ends with `/`, and its relative links resolve from there. */
  trailingSlash?: boolean;
}

/** Returns the docs root a page is in (`file.data.docsRoot`), when the options know the roots. */
function rootOfFile(file: VFile, options: RemarkLinksOptions): DocsRoot | undefined {
  return options.roots?.find((root) => root.folder === (file.data.docsRoot ?? ""));
}

/** A link to a markdown source, which the build knows by its file: `./intro.md`, `../api/orders.mdx`. */
const MARKDOWN_FILE = /\.mdx?$/i;
/**
 * URLs that name no page or file of the site: with a scheme (`https:`, `mailto:`), or protocol-relative (`//host/…`,
 * another origin). They are left as written, and neither recorded nor checked: a build never depends on the network.
 */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Returns whether `url` names no page or file of the site (a `pathname://` link names one). */
function isElsewhere(url: string): boolean {
  return ELSEWHERE.test(url) && !PATHNAME.test(url);
}

/**
 * Points links and images at routes and files under the base URL, read as Docusaurus reads them (relative and
 * absolute paths to `.md` and `.mdx` files, `@site/…`, `pathname://…`, files of content/ and content/static/), and
 * records every internal link, with its position, in `file.data.links` so the link check can point back at the source.
 */
export default function remarkLinks(options: RemarkLinksOptions) {
  // The site's routes, for Docusaurus' absolute `/docs/…` links (rewriteLink).
  options = { ...options, routes: options.routes ?? new Set(options.routesBySource.values()) };
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = [];
    file.data.links = links;
    // Reference links (`[text][id]` with `[id]: ./page.md`) take their URL from a definition, which may come after
    // them: definitions are rewritten first, and the unsafe or broken ones dropped (their references keep their text).
    const droppedIds = new Set<string>();
    walkTree(tree, "definition", (node, index, parent) => {
      const unsafe = isUnsafeUrl(node.url);
      if (unsafe) reportUnsafe(file, node);
      else if (isElsewhere(node.url) || rewriteDefinition(node, file, options, links)) return;
      droppedIds.add(node.identifier);
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
    });
    walkTree(tree, (node, index, parent) => {
      const unsafe =
        ((node.type === "link" || node.type === "image") && isUnsafeUrl(node.url)) ||
        ((node.type === "linkReference" || node.type === "imageReference") && droppedIds.has(node.identifier));
      if (unsafe) {
        if (node.type === "link" || node.type === "image") reportUnsafe(file, node);
        if (parent && index !== undefined) {
          parent.children.splice(index, 1, ...(keptText(node) as never[]));
          return index;
        }
        return;
      }
      if (node.type === "image") return rewriteImage(node, file, options, links);
      if ((node.type as string) === "mdxElement") return pointRequiredFiles(node as unknown as RequiringElement, file, options);
      if (node.type !== "link" || isElsewhere(node.url)) return;
      if (rewriteLink(node, file, options, links)) return;
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as Text[]));
        return index;
      }
    });
  };
}

/**
 * Points a link (or a definition) at its route or file under the base URL and records it; returns false, with a
 * message, when it names a markdown file (`.md`, `.mdx`) or an `@site/…` file that does not exist.
 */
function rewriteLink(node: Link | Definition, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): boolean {
  if (PATHNAME.test(node.url)) return rewritePathname(node, file, options, links);
  const [path = "", fragment] = splitHash(node.url);
  if (path === "") {
    links.push({ target: file.data.route as string, fragment, place: node.position });
    return true;
  }
  if (path.startsWith(SITE_ALIAS) || MARKDOWN_FILE.test(path)) return rewriteSourceLink(node, file, options, links, [path, fragment]);
  if (path.startsWith("/")) {
    // A query (`?platform=ios`, read by the page's script in Docusaurus) names the same page: the route is checked without it.
    const [written = "", query] = path.split(/(?=\?)/, 2);
    // As Docusaurus' Link adds the base URL: never twice, so `/docs/x` under the base URL `/docs/` is the route `/x`.
    const route = withoutBase(options.baseUrl, written);
    let target = route.replace(/\/$/, "") || "/";
    // Docusaurus' `/docs/cli` is `/docs/jest/cli` once its docs folder is copied into content/docs/jest/: a route of
    // this site wins, else the page of the same id in the linking page's docs folder; else the check hints at it.
    const copied = copiedDocsFolder(file.path, options.contentDir, rootOfFile(file, options));
    const alternative = copied && movedInto(target, "/docs/", `/${copied.routeBase}/`);
    if (alternative && !options.routes!.has(target) && options.routes!.has(alternative)) target = alternative;
    links.push({ target, fragment, place: node.position, ...(alternative && target !== alternative && { alternative }) });
    node.url = hrefOf(options, target === alternative ? target : route, query) + (fragment ? `#${fragment}` : "");
    return true;
  }
  return rewriteRelativeUrl(node, file, options, links, [path, fragment]);
}

/**
 * Points a link to a markdown file or an `@site/…` file at its route or output file, found as Docusaurus finds it
 * (`sourceCandidates`); returns false with a message when there is none, hinting at the file in the page's own docs
 * folder (content/docs/jest/ for a page in it) when that is where it is.
 */
function rewriteSourceLink(
  node: Link | Definition,
  file: VFile,
  options: RemarkLinksOptions,
  links: LinkRecord[],
  [path, fragment]: [string, string | undefined],
): boolean {
  const root = rootOfFile(file, options);
  const candidates = sourceCandidates(path, file.path, options.contentDir, root?.folder);
  const target = findSource(candidates, options);
  if (target) {
    links.push({ target, fragment, place: node.position });
    node.url = hrefOf(options, target) + (fragment ? `#${fragment}` : "");
    return true;
  }
  const docs = `${options.contentDir}/docs/`;
  const copied = copiedDocsFolder(file.path, options.contentDir, root);
  const moved = copied ? candidates.flatMap((candidate) => movedInto(candidate, docs, `${docs}${copied.folder}/`) ?? []) : [];
  const hint = findSource(moved, options);
  const markdown = MARKDOWN_FILE.test(path);
  const message = file.message(
    `Unexpected link to \`${node.url}\`, expected a path to an existing ${markdown ? "markdown file" : `file of \`${options.contentDir}/\``}`,
    {
      place: node.position,
      ruleId: markdown ? "broken-markdown-link" : "broken-link",
      source: "docs",
    },
  );
  const fix = hint
    ? `did you mean \`${hint}${fragment ? `#${fragment}` : ""}\`, in this page's docs folder?`
    : markdown
      ? "fix the path or link the route (`/docs/…`)"
      : "fix the path";
  const looked = candidates.map((candidate) => `\`${candidate}\``);
  message.note = `no file at ${looked.length > 1 ? `${looked.slice(0, -1).join(", ")} or ${looked.at(-1)}` : looked[0]}; ${fix}`;
  return false;
}

/**
 * Points a relative link that names no markdown file at what a browser on the page would fetch, as Docusaurus reads
 * it: a file of content/ when one is there (`./img/chart.png`), else the URL relative to the page's own route
 * (`configuration#verbose` on `/docs/jest/cli` → `/docs/jest/configuration#verbose`), which the link check then finds
 * or reports with the nearest route.
 */
function rewriteRelativeUrl(
  node: Link | Definition,
  file: VFile,
  options: RemarkLinksOptions,
  links: LinkRecord[],
  [path, fragment]: [string, string | undefined],
): true {
  const asset = options.assets.get(posix.relative(options.contentDir, sourcePath(file, path)));
  const target = asset ? `/${asset}` : pageRelative(file, path, options);
  // A file that is not there is named as written too, in the link check's message.
  links.push({ target: safeDecode(target), fragment, place: node.position, ...(asset ? {} : { written: path }) });
  node.url = hrefOf(options, target) + (fragment ? `#${fragment}` : "");
  return true;
}

/**
 * Returns the href of a route or file of the site under the base URL: a page's (one of `options.routes`) ends with `/`
 * under `trailingSlash`, a file's never does; `query` (`?platform=ios`) follows the path.
 */
function hrefOf(options: RemarkLinksOptions, target: string, query = ""): string {
  const route = target.replace(/(.)\/$/, "$1");
  return options.routes!.has(route) ? pageHref(options, target + query) : withBase(options.baseUrl, target + query);
}

/**
 * Emits a `pathname://` link as the URL path it holds, never read as a markdown file, and records it when it is a path
 * of this site, so the link check finds it (Docusaurus checks none; a missing one here is a broken link of the crawl too).
 */
function rewritePathname(node: Link | Definition | Image, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): true {
  const url = node.url.replace(PATHNAME, "");
  const [pathAndQuery = "", fragment] = splitHash(url);
  const path = pathAndQuery.replace(/\?.*$/, "");
  if (url.startsWith("/") && !ELSEWHERE.test(url)) node.url = withBase(options.baseUrl, url);
  else node.url = url;
  if (path === "" || ELSEWHERE.test(url)) return true;
  const target = path.startsWith("/") ? path.replace(/(.)\/$/, "$1") : pageRelative(file, path, options);
  links.push({ target: safeDecode(target), fragment, place: node.position });
  return true;
}

/**
 * Points a definition at a page's route, or at a local file's output path (an image reference may use it); returns
 * false when it names neither.
 */
function rewriteDefinition(node: Definition, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): boolean {
  const [path = ""] = splitHash(node.url);
  if (path !== "" && !path.startsWith("/") && !PATHNAME.test(path)) {
    const output = options.assets.get(posix.relative(options.contentDir, sourcePath(file, path)));
    if (output) {
      node.url = withBase(options.baseUrl, `/${output}`);
      return true;
    }
  }
  return rewriteLink(node, file, options, links);
}

/**
 * Returns the file of content/ a local image or `require` names, and its output path when it is there: as Docusaurus
 * reads them, a relative path is a file beside the page, `@site/static/img/x.png` one of the site's folder, and a path
 * from the root (`require('/img/x.png')`) one of the static folder, else of the site's, as its bundler's
 * `resolve.roots` finds it.
 */
function localFile(url: string, file: VFile, options: RemarkLinksOptions): { source: string; output?: string } {
  const { contentDir } = options;
  const candidates = url.startsWith(SITE_ALIAS)
    ? sourceCandidates(url, file.path, contentDir, rootOfFile(file, options)?.folder)
    : url.startsWith("/")
      ? [posix.join(contentDir, "static", url), posix.join(contentDir, url)]
      : [sourcePath(file, url)];
  const output = (source: string) => options.assets.get(posix.relative(contentDir, source));
  const source = candidates.find((candidate) => output(candidate) !== undefined) ?? candidates[0] ?? "";
  return { source, output: output(source) };
}

/** An MDX element whose attributes `require` files (remark-mdx-elements.ts): their names, and the element's attributes. */
interface RequiringElement {
  type: "mdxElement";
  position?: Image["position"];
  data: { hProperties: Record<string, unknown>; requiredFiles?: string[] };
}

/**
 * Points each attribute that `require`s a file (`<source src={require('@site/static/demo.mp4').default} />`) at the
 * file's URL under the base URL, as Docusaurus' bundler does; a missing file is an error, as it fails that build.
 */
function pointRequiredFiles(node: RequiringElement, file: VFile, options: RemarkLinksOptions): void {
  const properties = node.data.hProperties;
  for (const name of node.data.requiredFiles ?? []) {
    const written = String(properties[name]);
    const { source, output } = localFile(written, file, options);
    if (output) {
      properties[name] = withBase(options.baseUrl, `/${output}`);
      continue;
    }
    delete properties[name];
    file.message(`Unexpected \`require('${written}')\`, expected an existing file (looked for \`${source}\`)`, {
      place: node.position,
      ruleId: "missing-image",
      source: "docs",
    }).note = "name a file beside the page (`./img/chart.png`) or of the site (`@site/static/video/demo.mp4`)";
  }
}

/** Points a local image at its output path under the base URL, with messages for missing alt text or file. */
function rewriteImage(node: Image, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): void {
  if (!node.alt?.trim()) {
    file.message(`Unexpected image \`${node.url}\` without alt text, expected a description in \`![…]\``, {
      place: node.position,
      ruleId: "missing-alt",
      source: "docs",
    }).note = "describe what the image shows, e.g. `![Order life cycle from created to delivered](./img/order.svg)`";
  }
  if (PATHNAME.test(node.url)) return void rewritePathname(node, file, options, links);
  if (isElsewhere(node.url)) return void reportOtherHost(file, "image", node.url, node.position);
  if (node.url.startsWith("/")) {
    // Its output path as the browser asks for it: without query or fragment, dot segments resolved, decoded.
    const path = posix.normalize(safeDecode(node.url.split(/[?#]/)[0]!));
    links.push({ target: path, place: node.position });
    sizeImage(node, file, options, path.slice(1));
    node.url = withBase(options.baseUrl, node.url);
    return;
  }
  const { source, output } = localFile(node.url, file, options);
  if (!output) {
    file.message(`Unexpected image \`${node.url}\`, expected an existing file (looked for \`${source}\`)`, {
      place: node.position,
      ruleId: "missing-image",
      source: "docs",
    });
    return;
  }
  sizeImage(node, file, options, output);
  node.url = withBase(options.baseUrl, `/${output}`);
}

/**
 * Gives a local image its width and height, so the page keeps its room before it loads, and lets it load lazily
 * and decode off the main thread, as Docusaurus' images do. A file whose size cannot be read is a warning.
 */
function sizeImage(node: Image, file: VFile, options: RemarkLinksOptions, output: string): void {
  const size = options.imageSizes?.get(output);
  if (size && "unreadable" in size) {
    file.message(`Unexpected image \`${node.url}\` whose size cannot be read (${size.unreadable}), expected a PNG, JPEG, GIF, WebP, AVIF or SVG file`, {
      place: node.position,
      ruleId: "unreadable-image",
      source: "docs",
    }).note = "open the file in an image viewer: it may be damaged, or not an image at all";
    return;
  }
  const properties = size ? { width: size.width, height: size.height } : {};
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties, loading: "lazy", decoding: "async" } };
}

/** Returns the project-relative path a relative URL in `file` names (`./intro.md` in `content/docs/a.md` → `content/docs/intro.md`). */
function sourcePath(file: VFile, url: string): string {
  return posix.normalize(posix.join(posix.dirname(file.path), safeDecode(url, decodeURI)));
}

/**
 * Returns the route a relative URL on the page stands for, as a browser resolves it against the page's URL (under
 * the base URL: `../../docs/theming/colors` on `/docs/api/text` is `/docs/theming/colors`, the route `/theming/colors`).
 */
function pageRelative(file: VFile, path: string, options: RemarkLinksOptions): string {
  // As the browser on the page's Docusaurus URL: `/docs/guides/` for a category index doc, unless `trailingSlash: false`.
  const inFolder = options.trailingSlash ?? file.data.folderUrl === true;
  const page = withBase(options.baseUrl, pageBasePath(file.data.route as string, inFolder));
  return withoutBase(options.baseUrl, new URL(path, `http://site.invalid${page}`).pathname.replace(/(.)\/$/, "$1"));
}

/** Returns the path and the decoded fragment of a link URL. */
function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf("#");
  return at === -1 ? [url, undefined] : [url.slice(0, at), safeDecode(url.slice(at + 1)) || undefined];
}

export type { Link };
