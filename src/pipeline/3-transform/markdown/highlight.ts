import type { Element, ElementContent, Root } from "hast";
import { refractor, type Syntax } from "refractor/core";
import { DOCUSAURUS_LANGUAGES, type CodeLanguages } from "./code-languages.ts";

/** Tokens shown in the code's own colour, so left as text: a third to a half of the elements of JSON and GraphQL. */
const PLAIN_TOKENS = new Set(["punctuation", "operator"]);

/**
 * Returns the highlighted tokens of `code` in one of the site's `languages`, or a single text node in any other, as
 * Docusaurus shows it. Punctuation and operators are plain text, joined with the text around them: every element
 * costs each client navigation. refractor keeps one registry per process: the site's grammars are registered, in
 * their order, before its first block (registering one again does nothing), and a site highlights the names of its
 * own languages only.
 */
export function highlight(code: string, language: string | undefined, languages: CodeLanguages = DOCUSAURUS_LANGUAGES): ElementContent[] {
  const name = language === undefined ? undefined : languages.names.get(language);
  if (!name) return [{ type: "text", value: code }];
  for (const grammar of languages.grammars) registerOnce(grammar);
  if (!refractor.registered(name)) return [{ type: "text", value: code }];
  return withPlainTokens((refractor.highlight(code, name) as Root).children as ElementContent[]);
}

/**
 * The grammars given to refractor's registry, which is one per process as this set is. refractor registers a
 * grammar again unless one of its name is there, and one that only adds to others (js-extras adds tokens to
 * JavaScript) has none: registered again, it would add its tokens again on every block.
 */
const registered = new WeakSet<Syntax>();

function registerOnce(grammar: Syntax): void {
  if (registered.has(grammar)) return;
  refractor.register(grammar);
  registered.add(grammar);
}

function withPlainTokens(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  const pushText = (value: string) => {
    const last = out.at(-1);
    if (last?.type === "text") out[out.length - 1] = { type: "text", value: last.value + value };
    else out.push({ type: "text", value });
  };
  for (const node of nodes) {
    if (node.type === "text") pushText(node.value);
    else if (node.type !== "element") out.push(node);
    else if (isPlainToken(node)) for (const child of withPlainTokens(node.children)) child.type === "text" ? pushText(child.value) : out.push(child);
    else out.push({ ...node, children: withPlainTokens(node.children) });
  }
  return out;
}

/** True for `<span class="token punctuation">`: a token whose only kind is plain. */
function isPlainToken(node: Element): boolean {
  const className = node.properties.className as string[] | undefined;
  return className?.length === 2 && className[0] === "token" && PLAIN_TOKENS.has(className[1]!);
}

/**
 * Returns the nodes split into lines: a token spanning a newline is cloned on both sides; empty text and tokens left
 * empty are dropped. Most tokens hold no newline and nothing empty: those are kept as they are, not rebuilt.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  let line = lines[0]!;
  for (const node of nodes) {
    if (node.type === "text") {
      if (!node.value.includes("\n")) {
        if (node.value) line.push(node);
        continue;
      }
      node.value.split("\n").forEach((part, i) => {
        if (i > 0) lines.push((line = []));
        if (part) line.push({ type: "text", value: part });
      });
    } else if (node.type === "element") {
      if (isWholeToken(node)) {
        line.push(node);
        continue;
      }
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push((line = []));
        if (children.length) line.push({ ...node, children });
      });
    }
  }
  return lines;
}

/** True when splitting would give the element back unchanged: no newline, no empty text, no empty element, inside. */
function isWholeToken(node: ElementContent): boolean {
  if (node.type === "text") return node.value !== "" && !node.value.includes("\n");
  if (node.type !== "element" || node.children.length === 0) return false;
  return node.children.every(isWholeToken);
}
