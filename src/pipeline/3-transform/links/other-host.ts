import type { Position } from "unist";
import type { VFile } from "vfile";
import { clip } from "../../../shared/index.ts";

/** A URL on another host: `https://…`, `http://…` or protocol-relative `//…`. */
const OTHER_HOST = /^(?:https?:)?\/\//i;

/**
 * Adds an `other-host-media` warning (once per place) when an image, a video or a sound (`what`) is loaded from
 * another host, which the site's Content-Security-Policy does not allow: the page would show it broken. Returns
 * whether the URL is on another host.
 */
export function reportOtherHost(file: VFile, what: string, url: string, place: Position | undefined): boolean {
  if (!OTHER_HOST.test(url.trim())) return false;
  // A markdown image is an `<img>` once in HTML: the HTML plugins meet it again at the same place.
  const at = (start: { line: number; column: number } | undefined) => `${start?.line}:${start?.column}`;
  const said = file.messages.some(
    (message) => message.ruleId === "other-host-media" && message.place && "start" in message.place && at(message.place.start) === at(place?.start),
  );
  if (said) return true;
  file.message(`Unexpected ${what} from another host \`${clip(url, 80)}\`, expected a file of this site`, {
    place,
    ruleId: "other-host-media",
    source: "docs",
  }).note =
    "the Content-Security-Policy loads images, videos and sounds from this site only: save the file beside the page or in content/static and link it there";
  return true;
}
