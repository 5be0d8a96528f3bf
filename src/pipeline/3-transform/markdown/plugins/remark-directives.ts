import type { Root, Paragraph } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { nearest, walkTree, SKIP } from "../../../../shared/index.ts";
import { ADMONITIONS } from "../../../2-parse/index.ts";

/**
 * Docusaurus' admonitions (the names the parser reads Docusaurus 2 titles for) and their labels, as Docusaurus 3 has
 * them: `warning` is the fifth main kind, `caution` (its former name), `important`, `success` and `secondary` are
 * aliases that keep their own label and class and look like `warning`, `info`, `tip` and `note` (site.css).
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-classic/src/theme/Admonition/Types.tsx
 */
const KINDS: Record<string, string> = Object.fromEntries(ADMONITIONS.map((name) => [name, name[0]!.toUpperCase() + name.slice(1)]));

/**
 * Turns `:badge[text]` into `<span class="badge">` and `:::note` … `:::` (and the other KINDS; optional `[Title]`) into `<div class="admonition" role="note">`.
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
        const message = file.message(
          `Unexpected directive \`:::${directive.name}\`, expected one of ${Object.keys(KINDS)
            .map((k) => `\`:::${k}\``)
            .join(", ")}`,
          {
            place: directive.position,
            ruleId: "unknown-directive",
            source: "docs",
          },
        );
        const nearest = nearestKind(directive.name);
        if (nearest) message.note = `did you mean \`:::${nearest}\`?`;
      }
      if (parent && index !== undefined) {
        const prefix = directive.type === "textDirective" ? ":" : directive.type === "leafDirective" ? "::" : ":::";
        const text = { type: "text" as const, value: prefix + directive.name };
        const replacement =
          directive.type === "textDirective"
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
  file.message(
    `Unexpected attribute${names.length > 1 ? "s" : ""} ${names.map((n) => `\`${n}\``).join(", ")} on \`${prefix}${directive.name}\`, expected none`,
    {
      place: directive.position,
      ruleId: "directive-attribute",
      source: "docs",
    },
  ).note = "the attributes were dropped; directives take no `{…}` attributes";
}

/** Returns the admonition name `name` starts or is nearest to, within two edits (`warn`, `NOTE`, `denger`), if there is one. */
function nearestKind(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.length < 3) return undefined;
  return Object.keys(KINDS).find((kind) => kind.startsWith(lower)) ?? nearest(lower, Object.keys(KINDS), 2);
}

/** Turns a `:::note` (or another of KINDS) directive into a `<div class="admonition" role="note">` with its title. */
function toAdmonition(node: ContainerDirective): void {
  const first = node.children[0];
  const hasLabel = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const titleChildren = hasLabel ? trimmed((first as Paragraph).children) : [{ type: "text" as const, value: KINDS[node.name]! }];
  if (hasLabel) node.children.shift();
  node.children.unshift({
    type: "paragraph",
    data: { hName: "p", hProperties: { className: ["admonition-title"] } },
    children: titleChildren,
  });
  // A note, not an `<aside>`: a complementary landmark inside the main one is one a screen reader lists out of place.
  node.data = { hName: "div", hProperties: { className: ["admonition", `admonition-${node.name}`], role: "note" } };
}

/** Returns a title's phrasing without the blanks around it (`:::tip   My title` keeps the blanks after the first). */
function trimmed(children: Paragraph["children"]): Paragraph["children"] {
  const first = children[0];
  const last = children[children.length - 1];
  if (first?.type === "text") first.value = first.value.trimStart();
  if (last?.type === "text") last.value = last.value.trimEnd();
  return children;
}
