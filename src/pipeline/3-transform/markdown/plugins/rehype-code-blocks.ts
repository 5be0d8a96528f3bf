import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { VFile } from "vfile";
import { walkTree, SKIP } from "../../../../shared/index.ts";
import { parseCodeMeta } from "../code-meta.ts";
import type { CodeLanguages } from "../code-languages.ts";
import { highlight, splitLines } from "../highlight.ts";
import { DEFAULT_MAGIC_COMMENTS, magicLines, type MagicComment } from "../magic-comments.ts";
import { codeMeta } from "./remark-code-meta.ts";

export interface CodeBlockOptions {
  /** The site's magic comments (config.yaml's `markdown.magicComments`); Docusaurus' highlight comments when unset. */
  magicComments?: MagicComment[];
  /** The languages code is highlighted in (config.yaml's `markdown.additionalLanguages` with Docusaurus'); Docusaurus' when unset. */
  languages?: CodeLanguages;
}

const EMPTY: CodeBlockOptions = {};

/**
 * Turns `pre > code` into a highlighted block with an optional title, marked lines (a meta range, or magic comments,
 * removed from the code), line numbers, a copy button (hidden until the client script shows it: it cannot work
 * without JavaScript) and, for a validated GraphQL example, a "Try it" link to the playground.
 */
export default function rehypeCodeBlocks(options: CodeBlockOptions = EMPTY) {
  const comments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: Root, file: VFile) => {
    const unlisted = unlistedLanguage(file, options.languages);
    walkTree(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== "element" || code.tagName !== "code") return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const language = className.find((c) => c.startsWith("language-"))?.slice(9);
      const meta = parseCodeMeta(codeMeta(code));
      const tryIt = code.properties.dataTryIt as string | undefined;
      const marked = magicLines(toString(code).replace(/\n$/, ""), language, comments, meta.highlightLines);
      const tokens = highlight(marked.code, language, options.languages);
      unlisted(node, language);
      const lines =
        marked.classes.size || meta.lineNumbersStart !== undefined ? markLines(tokens, lineClasses(marked.classes, comments), meta.lineNumbersStart) : tokens;
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

/**
 * Returns the check of a block's language: one refractor has a grammar for, but not among the site's languages, is
 * shown as plain text, as Docusaurus shows it; a warning (once per language and page) says how to highlight it.
 */
function unlistedLanguage(file: VFile, languages: CodeLanguages | undefined): (block: Element, language: string | undefined) => void {
  const warned = new Set<string>();
  return (block, language) => {
    if (!languages || language === undefined || languages.names.has(language) || !languages.available.has(language) || warned.has(language)) return;
    warned.add(language);
    file.message(`Unexpected \`${language}\` code shown without highlighting, expected a language the site lists`, {
      place: block.position,
      ruleId: "unlisted-code-language",
      source: "docs",
    }).note = `add \`${language}\` to \`markdown.additionalLanguages\` in config.yaml (Docusaurus: \`themeConfig.prism.additionalLanguages\`)`;
  };
}

/** Returns the classes of each line, the first kind of magic comment's (the highlighted lines) as `line-marked`. */
function lineClasses(classes: Map<number, string[]>, comments: MagicComment[]): Map<number, string[]> {
  const highlight = comments[0]?.className;
  return new Map([...classes].map(([line, names]) => [line, [...new Set(names.map((name) => (name === highlight ? "line-marked" : name)))]]));
}

/**
 * Returns the tokens with each marked line (1-based) in a span of its classes, and with `start` each line after a
 * number that CSS shows (`data-line`, so that copying the code copies no number); other lines stay as they are.
 */
function markLines(tokens: ElementContent[], classes: Map<number, string[]>, start?: number): ElementContent[] {
  return splitLines(tokens).flatMap((children, i): ElementContent[] => {
    const own = classes.get(i + 1);
    const content: ElementContent[] = own ? [el("span", { className: own }, children)] : children;
    const line = start === undefined ? content : [el("span", { className: ["line-number"], dataLine: String(start + i), ariaHidden: "true" }, []), ...content];
    return i === 0 ? line : [{ type: "text", value: "\n" }, ...line];
  });
}

function el(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}
