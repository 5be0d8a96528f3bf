import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { walkTree, SKIP } from "../../../../shared/index.ts";
import { parseCodeMeta } from "../code-meta.ts";
import { highlight, splitLines } from "../highlight.ts";
import { codeMeta } from "./remark-code-meta.ts";

/**
 * Turns `pre > code` into a highlighted block with an optional title, marked lines, a copy button
 * (hidden until the client script shows it: it cannot work without JavaScript) and, for a validated GraphQL
 * example, a "Try it" link to the playground.
 */
export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    walkTree(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== "element" || code.tagName !== "code") return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const language = className.find((c) => c.startsWith("language-"))?.slice(9);
      const meta = parseCodeMeta(codeMeta(code));
      const tryIt = code.properties.dataTryIt as string | undefined;
      const text = toString(code).replace(/\n$/, "");
      const tokens = highlight(text, language);
      const lines = meta.highlightLines.size ? markLines(tokens, meta.highlightLines) : tokens;
      const block: Element = {
        type: "element",
        tagName: "div",
        properties: { className: ["code-block"], dataLanguage: language ?? "text" },
        children: [
          ...(meta.title ? [el("div", { className: ["code-title"] }, [{ type: "text", value: meta.title }])] : []),
          el("pre", { className: [`language-${language ?? "text"}`], tabIndex: 0 }, [el("code", {}, lines)]),
          el("button", { type: "button", className: ["copy-button"], hidden: true, ariaLabel: "Copy code to clipboard" }, [{ type: "text", value: "Copy" }]),
          ...(tryIt ? [el("a", { className: ["try-it"], href: tryIt }, [{ type: "text", value: "Try it" }])] : []),
        ],
      };
      parent.children[index] = block;
      return SKIP;
    });
  };
}

/** Returns the tokens with each marked line (1-based) in a `span.line-marked`; other lines stay as they are. */
function markLines(tokens: ElementContent[], marked: Set<number>): ElementContent[] {
  return splitLines(tokens).flatMap((children, i): ElementContent[] => {
    const line: ElementContent[] = marked.has(i + 1) ? [el("span", { className: ["line-marked"] }, children)] : children;
    return i === 0 ? line : [{ type: "text", value: "\n" }, ...line];
  });
}

function el(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}
