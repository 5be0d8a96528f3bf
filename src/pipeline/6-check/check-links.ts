import type { VFile } from "vfile";
import type { LinkRecord } from "../3-transform/index.ts";
import { nearest } from "../../shared/index.ts";

export interface LinkSource {
  file: VFile;
  links: LinkRecord[];
}

export interface LinkIndex {
  /** Route → the ids on that page. */
  routes: Map<string, Set<string>>;
  /** Asset paths with a leading `/`, e.g. `/docs/dashboard/img/order.svg`. */
  assets: Set<string>;
}

/** A path whose last segment has an extension other than `.html` names a file (`/img/logo.png`), not a page (`/docs/v1.2`). */
const FILE_PATH = /\.(?!html?$)[a-z][a-z0-9]*$/i;

/**
 * Adds a message at each link whose route or file (`broken-link`) or `#fragment` (`broken-anchor`, Docusaurus'
 * `onBrokenAnchors`) does not exist; returns the targets found broken, as the crawl names them: a missing page's
 * path (`/docs/x`, its fragment left out), a missing anchor's path and fragment (`/docs/y#z`).
 */
export function checkLinks(sources: LinkSource[], index: LinkIndex): string[] {
  const broken: string[] = [];
  for (const { file, links } of sources) {
    for (const link of links) {
      const target = link.target.length > 1 ? link.target.replace(/\/$/, "") : link.target;
      const ids = index.routes.get(target);
      // A folder of content/static/ with an index.html is served at the folder's path, as a page is.
      if (!ids && !index.assets.has(target) && !index.assets.has(`${target === "/" ? "" : target}/index.html`)) {
        broken.push(target);
        reportMissingTarget(file, link, target, index);
      } else if (ids && link.fragment && !ids.has(link.fragment)) {
        broken.push(`${target}#${link.fragment}`);
        const message = file.message(`Unexpected link to \`${target}#${link.fragment}\`, expected an id on that page`, {
          place: link.place,
          ruleId: "broken-anchor",
          source: "docs",
        });
        if (link.file) message.file = link.file;
        const guess = nearest(link.fragment, ids);
        if (guess) message.note = `did you mean \`#${guess}\`?`;
      }
    }
  }
  return broken;
}

/**
 * Adds the `broken-link` message of a link to a route or file that does not exist, with a hint: the same route in the
 * page's own docs folder when it is there (a Docusaurus docs folder copied into content/docs/jest/ links `/docs/cli`
 * for `/docs/jest/cli`), else the nearest route (or file).
 */
function reportMissingTarget(file: VFile, link: LinkRecord, target: string, index: LinkIndex): void {
  const fragment = link.fragment ? `#${link.fragment}` : "";
  const isFile = FILE_PATH.test(target);
  // A relative URL is named as written too: `img/chart.png` (`/docs/guide/img/chart.png`).
  const written = link.written ? `\`${link.written}\` (\`${target}${fragment}\`)` : `\`${target}${fragment}\``;
  const message = file.message(`Unexpected link to ${written}, expected an existing ${isFile ? "file" : "route"}`, {
    place: link.place,
    ruleId: "broken-link",
    source: "docs",
  });
  // A link written in a partial is reported in the partial, at its own line.
  if (link.file) message.file = link.file;
  const { alternative } = link;
  if (alternative && (index.routes.has(alternative) || index.assets.has(alternative))) {
    message.note = `did you mean \`${alternative}${fragment}\`, in this page's docs folder?`;
    return;
  }
  const guess = nearest(target, isFile ? [...index.routes.keys(), ...index.assets] : [...index.routes.keys()]);
  if (guess) message.note = `did you mean \`${guess}\`?`;
}
