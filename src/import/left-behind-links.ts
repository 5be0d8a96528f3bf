import type { VFile } from "vfile";
import { safeDecode, withoutBase } from "../shared/index.ts";
import type { CarryNote } from "./config-reader.ts";

/** The rules an imported project's config.yaml lowers to `warn` so that it builds, and the notes that say why. */
export interface LeftBehind {
  onBrokenLinks?: "warn";
  onBrokenAnchors?: "warn";
  notes: CarryNote[];
}

/**
 * The target of a broken link in the words of the check in memory or of the crawl (with the base URL): a link to a
 * route (written relative or not), a root-absolute file or an anchor; or a link to a file relative to its page that
 * is not there (`<img src="img/chart.png">`, `[spec](../assets/spec.pdf)`, the fourth group), which Docusaurus checks
 * not in HTML and, by default, only warns of in markdown. A link to a markdown or `@site/` file that is not there
 * (`expected a path to an existing …`) is none of these: the build stays failed at it.
 */
const TARGET =
  /^Unexpected (?:link to (?:`[^`]*` \(`(\/[^`]*)`\), expected an existing route|`(\/[^`]*)`, expected (?:an existing (?:route|file)|an id on that page))|broken (?:link|anchor) `(\/[^`]*)`|link to (`[^`]*`) \(`\/[^`]*`\), expected an existing file)/;

/**
 * Returns what a failed build of an imported project says of links to what the import left behind, when those are
 * its only errors: routes the Docusaurus build had from elsewhere (custom pages, a plugin's output, another site under
 * the same host) and anchors only its plugins or patches make. They are grouped by their first two path segments
 * (`/api/v7/…`), each group a note; the project builds with `onBrokenLinks`/`onBrokenAnchors: warn`, every link still
 * a warning at its place. Undefined when any other error failed the build, or none did.
 */
export function leftBehindLinks(files: VFile[], baseUrl: string): LeftBehind | undefined {
  const errors = files.flatMap((file) => file.messages.filter((message) => message.fatal).map((message) => ({ file, message })));
  const targets = errors.map(({ message }) => TARGET.exec(message.reason));
  if (!errors.length || targets.some((match) => !match)) return undefined;
  const groups = new Map<string, Group>();
  errors.forEach(({ file, message }, i) => {
    const [, relative, absolute, crawled, written] = targets[i]!;
    const kind = message.ruleId === "broken-anchor" ? "anchor" : written ? "relative file" : "route";
    const path = written ?? relative ?? absolute ?? withoutBase(baseUrl, safeDecode(crawled!.split(/[#?]/)[0]!));
    const segments = path.split(/[#?]/)[0]!.split("/").filter(Boolean);
    const key = kind === "route" ? `/${segments.slice(0, 2).join("/")}` : kind;
    const place = message.line ? `:${message.line}:${message.column}` : "";
    const group = groups.get(key) ?? groups.set(key, { kind, count: 0, at: `${file.path}${place}`, first: path, deeper: false }).get(key)!;
    group.count++;
    group.deeper ||= segments.length > 2;
  });
  const notes = [...groups].map(([key, group]) => ({ at: group.at, reason: groupNote(key, group) }));
  const anchors = [...groups.values()].some((group) => group.kind === "anchor");
  const links = [...groups.values()].some((group) => group.kind !== "anchor");
  return { ...(links && { onBrokenLinks: "warn" as const }), ...(anchors && { onBrokenAnchors: "warn" as const }), notes };
}

/** A group of a failed build's broken links: to anchors, to files relative to their pages in HTML, or below a route. */
interface Group {
  kind: "anchor" | "relative file" | "route";
  count: number;
  /** Where the first is written, and what it names. */
  at: string;
  first: string;
  deeper: boolean;
}

/** Returns the note of a group of broken links, saying what the build does with them. */
function groupNote(key: string, { kind, count, first, deeper }: Group): string {
  const links = `${count} link${count === 1 ? "" : "s"}`;
  if (kind === "anchor")
    return `${links} to an anchor the imported pages lack (most likely an id the site's plugins or a patch of Docusaurus made): config.yaml says \`onBrokenAnchors: warn\`, and the build warns at each`;
  if (kind === "relative file")
    return `${links} to a file relative to the page that is not there (${first}): broken in the Docusaurus site too, which checks no link written in HTML and only warns of a markdown one: config.yaml says \`onBrokenLinks: warn\`, and the build warns at each`;
  return `${links} to \`${key}${deeper ? "/…" : ""}\`, which no imported page or file has (most likely a custom page, a plugin's output or another site the Docusaurus build had): config.yaml says \`onBrokenLinks: warn\`, and the build warns at each`;
}

/** Returns config.yaml's text with the rules `left` lowers set to `warn`. */
export function withLoweredRules(config: string, left: LeftBehind): string {
  let text = config;
  for (const rule of ["onBrokenLinks", "onBrokenAnchors"] as const) if (left[rule]) text = text.replace(new RegExp(`^( *${rule}): \\w+$`, "m"), "$1: warn");
  return text;
}
