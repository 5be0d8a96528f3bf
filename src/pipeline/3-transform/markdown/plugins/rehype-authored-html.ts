import type { Element, Nodes, Root } from "hast";
import { raw } from "hast-util-raw";
import { sanitize } from "hast-util-sanitize";
import type { Position } from "unist";
import type { VFile } from "vfile";
import { clip, walkTree } from "../../../../shared/index.ts";
import { HTML_ALLOW_LIST } from "../html-allow-list.ts";

/**
 * Makes the HTML an author wrote part of the page, safely: raw HTML in markdown is parsed into elements (hast-util-raw,
 * as rehype-raw does), and the page is sanitized against HTML_ALLOW_LIST (hast-util-sanitize, as rehype-sanitize
 * does), each removal a positioned warning. Pages without raw HTML or MDX elements (`file.data.authoredHtml`) are
 * left as they are: they pay nothing.
 */
export default function rehypeAuthoredHtml() {
  return (tree: Root, file: VFile): Root | undefined => {
    const hasRaw = holdsRaw(tree);
    if (!hasRaw && !file.data.authoredHtml) return undefined;
    file.data.authoredHtml = true;
    const parsed = hasRaw ? (raw(tree, { file }) as Root) : tree;
    const places = placesOf(parsed);
    removeFormFields(parsed, file, places);
    reportRemovals(parsed, file, places);
    return sanitize(parsed, HTML_ALLOW_LIST) as Root;
  };
}

function holdsRaw(tree: Root): boolean {
  let found = false;
  walkTree(tree, "raw", () => {
    found = true;
  });
  return found;
}

/**
 * Removes each `<input>` but a task list's checkbox, with a warning: the allow-list keeps GFM's checkboxes, and would
 * turn any other input into one (hast-util-sanitize's `required`) rather than drop it.
 */
function removeFormFields(tree: Root, file: VFile, places: Places): void {
  walkTree(tree, "element", (node, index, parent) => {
    if (node.tagName !== "input" || node.properties.type === "checkbox" || !parent || index === undefined) return;
    warn(file, places.get(node), "Unexpected `<input>` element, removed", "forms never reach the page; describe the field in text instead");
    parent.children.splice(index, 1);
    return index;
  });
}

/**
 * Warns about each element, attribute and URL the allow-list removes, at its place in the author's file: an element's
 * removed attributes in one message (a JSX `style={{…}}` read as HTML is a handful of them).
 */
function reportRemovals(tree: Root, file: VFile, places: Places): void {
  walkTree(tree, (node: Nodes) => {
    if (node.type !== "element") return;
    const tag = node.tagName;
    if (!HTML_ALLOW_LIST.tagNames!.includes(tag)) {
      const stripped = HTML_ALLOW_LIST.strip!.includes(tag);
      warn(
        file,
        places.get(node),
        `Unexpected \`<${tag}>\` element, removed${stripped ? " with its content" : "; its content is kept"}`,
        "scripts, styles, forms, frames and unknown elements never reach the page; write it as markdown or with an element this site allows (AUTHORING.md)",
      );
      return;
    }
    const shown = COMPONENT_OF[tag] ?? tag;
    const removed = Object.keys(node.properties).filter((name) => !attributeAllowed(tag, name));
    if (removed.length)
      warn(
        file,
        places.get(node),
        `Unexpected attribute${removed.length > 1 ? "s" : ""} ${removed.map((name) => `\`${attributeName(name)}\``).join(", ")} on \`<${shown}>\`, removed`,
        COMPONENT_OF[tag]
          ? `\`<${shown}>\` takes ${(HTML_ALLOW_LIST.attributes![tag] ?? []).map((entry) => `\`${typeof entry === "string" ? entry : entry[0]}\``).join(", ")} and \`className\``
          : "event handlers, `style` and form attributes never reach the page; style with a class name instead",
      );
    for (const name of ["href", "src"]) {
      const value = node.properties[name];
      if (typeof value === "string" && attributeAllowed(tag, name) && !urlAllowed(name, value))
        warn(
          file,
          places.get(node),
          `Unexpected URL \`${clip(value, 40)}\` in \`${name}\` of \`<${shown}>\`, removed`,
          "use an http(s), mailto or tel URL, or a path on this site",
        );
    }
  });
}

/** The MDX components the site's own elements stand for, as an author wrote them: a message names those. */
const COMPONENT_OF: Record<string, string> = {
  "x-tabs": "Tabs",
  "x-tab-item": "TabItem",
  "x-toc-inline": "TOCInline",
  "x-doc-card-list": "DocCardList",
};

function warn(file: VFile, place: Position | undefined, reason: string, note: string): void {
  file.message(reason, { place: place ?? { line: 1, column: 1 }, ruleId: "unsafe-html", source: "docs" }).note = note;
}

type Places = WeakMap<Element, Position | undefined>;

/**
 * Returns where each element is written: its own place, or, for one the HTML parser made up (the second `<a>` of
 * `<a><a>`, an element it reopened), the place of the nearest node before it that has one.
 */
function placesOf(tree: Root): Places {
  const places: Places = new WeakMap();
  let last: Position | undefined;
  walkTree(tree, (node: Nodes) => {
    if (node.position) last = node.position;
    if (node.type === "element") places.set(node, node.position ?? last);
  });
  return places;
}

function attributeAllowed(tag: string, name: string): boolean {
  const lists = [HTML_ALLOW_LIST.attributes![tag] ?? [], HTML_ALLOW_LIST.attributes!["*"] ?? []];
  return lists.some((list) =>
    list.some((entry) => {
      const allowed = typeof entry === "string" ? entry : entry[0];
      return allowed === name || (allowed === "data*" && /^data[A-Z0-9]/.test(name));
    }),
  );
}

/** The HTML name of a hast property (`onClick` → `onclick`, `dataFoo` → `data-foo`), as the author wrote it. */
function attributeName(name: string): string {
  return name.startsWith("data") ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name.toLowerCase();
}

function urlAllowed(name: string, url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ""))?.[1];
  return !scheme || (HTML_ALLOW_LIST.protocols![name] ?? []).includes(scheme.toLowerCase());
}
