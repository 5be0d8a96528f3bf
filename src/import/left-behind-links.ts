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
 * The target of a broken link to a route (written relative or not), a root-absolute file or an anchor, in the words
 * of the check in memory or of the crawl (with the base URL). A relative link to a file that is not there
 * (`../assets/spec.pdf`, `<img src="img/chart.png">`) is none of these: the site lacks it, and the build stays failed.
 */
const TARGET =
  /^Unexpected (?:link to (?:`[^`]*` \(`(\/[^`]*)`\), expected an existing route|`(\/[^`]*)`, expected (?:an existing (?:route|file)|an id on that page))|broken (?:link|anchor) `(\/[^`]*)`)/;

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
  const groups = new Map<string, { count: number; at: string; anchor: boolean; deeper: boolean }>();
  errors.forEach(({ file, message }, i) => {
    const anchor = message.ruleId === "broken-anchor";
    const [, relative, absolute, crawled] = targets[i]!;
    const checked = relative ?? absolute;
    const path = checked ?? withoutBase(baseUrl, safeDecode(crawled!.split(/[#?]/)[0]!));
    const segments = path.split(/[#?]/)[0]!.split("/").filter(Boolean);
    const key = anchor ? "#" : `/${segments.slice(0, 2).join("/")}`;
    const place = message.line ? `:${message.line}:${message.column}` : "";
    const group = groups.get(key) ?? groups.set(key, { count: 0, at: `${file.path}${place}`, anchor, deeper: false }).get(key)!;
    group.count++;
    group.deeper ||= segments.length > 2;
  });
  const notes = [...groups].map(([key, { count, at, anchor, deeper }]) => ({
    at,
    reason: anchor
      ? `${count} link${count === 1 ? "" : "s"} to an anchor the imported pages lack (most likely an id the site's plugins or a patch of Docusaurus made): config.yaml says \`onBrokenAnchors: warn\`, and the build warns at each`
      : `${count} link${count === 1 ? "" : "s"} to \`${key}${deeper ? "/…" : ""}\`, which no imported page or file has (most likely a custom page, a plugin's output or another site the Docusaurus build had): config.yaml says \`onBrokenLinks: warn\`, and the build warns at each`,
  }));
  const anchors = [...groups.values()].some((group) => group.anchor);
  const links = [...groups.values()].some((group) => !group.anchor);
  return { ...(links && { onBrokenLinks: "warn" as const }), ...(anchors && { onBrokenAnchors: "warn" as const }), notes };
}

/** Returns config.yaml's text with the rules `left` lowers set to `warn`. */
export function withLoweredRules(config: string, left: LeftBehind): string {
  let text = config;
  for (const rule of ["onBrokenLinks", "onBrokenAnchors"] as const) if (left[rule]) text = text.replace(new RegExp(`^( *${rule}): \\w+$`, "m"), "$1: warn");
  return text;
}
