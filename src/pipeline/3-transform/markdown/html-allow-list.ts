import { defaultSchema, type Schema } from "hast-util-sanitize";
import { html } from "property-information";

const FORM_ATTRIBUTES = new Set(["accept", "acceptCharset", "action", "encType", "method"]);
/** Every ARIA attribute, as hast names it (`ariaExpanded`): what they say is read by assistive technology, never run. */
const ARIA = Object.values(html.property)
  .filter((info) => info.attribute.startsWith("aria-"))
  .map((info) => info.property);

/**
 * Returns the default schema's attributes without the class names it limits some elements to (`<a>` to GitHub's
 * footnote class, `<li>` to task items …): a limit there overrides the class names allowed anywhere, and left
 * `class=""` on an author's `<a className="…">`.
 */
function withAnyClass(attributes: NonNullable<Schema["attributes"]>): NonNullable<Schema["attributes"]> {
  const isClassLimit = (definition: unknown) => Array.isArray(definition) && definition[0] === "className";
  return Object.fromEntries(Object.entries(attributes).map(([tag, list]) => [tag, list.filter((definition) => !isClassLimit(definition))]));
}

const DEFAULT_ATTRIBUTES = withAnyClass(defaultSchema.attributes!);

/**
 * What HTML an author may write, in a `.md` page (raw HTML) or an MDX page (`<details>`, `<img>` …): GitHub's list
 * (hast-util-sanitize's default schema), plus the elements Docusaurus authors use that it lacks (`<video>` among them), the `x-*` elements
 * this site's own MDX components become, and class names, ids, `data-*` and ARIA attributes anywhere. Never scripts,
 * event handlers, `style`, forms or frames: the strict Content-Security-Policy keeps zero violations.
 * Ids are kept as written (no `user-content-` prefix): links to an anchor an author wrote must find it.
 */
export const HTML_ALLOW_LIST: Schema = {
  ...defaultSchema,
  tagNames: [
    ...defaultSchema.tagNames!,
    "abbr",
    "aside",
    "audio",
    "caption",
    "cite",
    "col",
    "colgroup",
    "figcaption",
    "figure",
    "mark",
    "small",
    "source",
    "track",
    "u",
    "video",
    "wbr",
    "x-tabs",
    "x-tab-item",
    "x-toc-inline",
    "x-doc-card-list",
    "x-partial",
  ],
  attributes: {
    ...DEFAULT_ATTRIBUTES,
    "*": [...DEFAULT_ATTRIBUTES["*"]!.filter((name) => !FORM_ATTRIBUTES.has(name as string)), "className", "data*", ...ARIA, "role"],
    a: [...DEFAULT_ATTRIBUTES.a!, "target", "rel"],
    // The build gives every local image these (remark-links), and authors may too.
    img: [...DEFAULT_ATTRIBUTES.img!, "loading", "decoding"],
    code: ["className"],
    // A video or a sound, from the site's files (the Content-Security-Policy serves media from 'self' only).
    video: ["src", "poster", "controls", "autoPlay", "muted", "loop", "playsInline", "preload", "width", "height"],
    audio: ["src", "controls", "autoPlay", "muted", "loop", "preload"],
    source: ["src", "type", "media"],
    track: ["src", "kind", "srcLang", "label", "default"],
    "x-tabs": ["groupId", "queryString", "defaultValue", "values", "lazy"],
    "x-tab-item": ["value", "label", "default", "attributes"],
    "x-toc-inline": ["minHeadingLevel", "maxHeadingLevel"],
    "x-partial": ["src"],
  },
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], poster: ["http", "https"] },
  strip: ["script", "style"],
};
