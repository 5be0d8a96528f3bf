import type { Root, Paragraph } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { walkTree, SKIP } from "../../../shared/index.ts";

const KINDS: Record<string, string> = { note: "Note", tip: "Tip", info: "Info", caution: "Caution", danger: "Danger" };

/**
 * Turns `:badge[text]` into `<span class="badge">` and `:::note` … `:::` (and tip, info, caution, danger; optional `[Title]`) into `<aside class="admonition">`.
 * Any other directive was most likely not meant as one (`10:30`, `a:b`), so it goes back to plain text with a warning.
 */
export default function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "containerDirective" && node.type !== "leafDirective" && node.type !== "textDirective") return;
      const directive = node as ContainerDirective | LeafDirective | TextDirective;
      reportAttributes(directive, file);
      if (directive.type === "containerDirective" && KINDS[directive.name]) {
        toAdmonition(directive);
        return;
      }
      if (directive.type === "textDirective" && directive.name === "badge") {
        directive.data = { hName: "span", hProperties: { className: ["badge"] } };
        return;
      }
      if (directive.type !== "textDirective") {
        file.message(`Unexpected directive \`:::${directive.name}\`, expected one of ${Object.keys(KINDS).map((k) => `\`:::${k}\``).join(", ")}`, {
          place: directive.position, ruleId: "unknown-directive", source: "docs",
        });
      }
      if (parent && index !== undefined) {
        const prefix = directive.type === "textDirective" ? ":" : directive.type === "leafDirective" ? "::" : ":::";
        const text = { type: "text" as const, value: prefix + directive.name };
        const replacement = directive.type === "textDirective"
          ? [text, ...(directive.children as never[])]
          : [{ type: "paragraph", children: [text] } as Paragraph, ...(directive.children as never[])];
        parent.children.splice(index, 1, ...(replacement as never[]));
        return [SKIP, index];
      }
    });
  };
}

/** Warns about `{…}` attributes on a directive: none is supported and they never reach the page (`style`, `onclick` …). */
function reportAttributes(directive: ContainerDirective | LeafDirective | TextDirective, file: VFile): void {
  const names = Object.keys(directive.attributes ?? {}).sort();
  if (names.length === 0) return;
  const prefix = directive.type === "textDirective" ? ":" : directive.type === "leafDirective" ? "::" : ":::";
  file.message(`Unexpected attribute${names.length > 1 ? "s" : ""} ${names.map((n) => `\`${n}\``).join(", ")} on \`${prefix}${directive.name}\`, expected none`, {
    place: directive.position, ruleId: "directive-attribute", source: "docs",
  }).note = "the attributes were dropped; directives take no `{…}` attributes";
}

/** Turns a `:::note` (tip, info, caution, danger) directive into an `<aside class="admonition">` with its title. */
function toAdmonition(node: ContainerDirective): void {
  const first = node.children[0];
  const hasLabel = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const titleChildren = hasLabel ? (first as Paragraph).children : [{ type: "text" as const, value: KINDS[node.name]! }];
  if (hasLabel) node.children.shift();
  node.children.unshift({
    type: "paragraph",
    data: { hName: "p", hProperties: { className: ["admonition-title"] } },
    children: titleChildren,
  });
  node.data = { hName: "aside", hProperties: { className: ["admonition", `admonition-${node.name}`] } };
}
