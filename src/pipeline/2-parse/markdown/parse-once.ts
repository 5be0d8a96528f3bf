import type { Root } from "mdast";
import type { VFile } from "vfile";
import { plainMessages, replayMessages, type PlainMessage } from "../../../report/index.ts";
import { syntaxOf } from "./markdown-format.ts";
import { parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";

/** A text several files have: how many of them are still to take its tree, and its first parse once made. */
interface Shared {
  left: number;
  first?: { tree: Root; messages: PlainMessage[] };
}

/**
 * Returns `parseMarkdown` for the pages of one build (`files`), which parses a text once however many of them have
 * it: the docs versions of a page that did not change between versions are most of a versioned site. The first
 * parse is kept with the messages it left on its file until every file with that text (read the same way: MDX or
 * CommonMark) has taken it; each file gets the messages again, and each but the last a copy of the tree, which the
 * transform changes in place. A text one file has is parsed as it is, and nothing of it is kept.
 */
export function createParseOnce(parser: MarkdownParser, files: VFile[]): (file: VFile) => Root {
  // Syntax → text → what is shared. Keyed by the text itself: the files hold their texts anyway.
  const shared = new Map<string, Map<string, Shared>>();
  const textsOf = (file: VFile) => {
    const syntax = syntaxOf(file.path ?? "", parser.format);
    return shared.get(syntax) ?? shared.set(syntax, new Map()).get(syntax)!;
  };
  for (const file of files) {
    const texts = textsOf(file);
    const text = String(file.value);
    const entry = texts.get(text);
    if (entry) entry.left++;
    else texts.set(text, { left: 1 });
  }
  for (const texts of shared.values()) for (const [text, entry] of texts) if (entry.left < 2) texts.delete(text);
  return (file) => {
    const texts = textsOf(file);
    const text = String(file.value);
    const entry = texts.get(text);
    if (!entry) return parseMarkdown(parser, file);
    if (entry.first) replayMessages(file, entry.first.messages);
    else {
      const before = file.messages.length;
      const tree = parseMarkdown(parser, file);
      entry.first = { tree, messages: plainMessages(file, before) };
    }
    entry.left--;
    if (entry.left > 0) return structuredClone(entry.first.tree);
    texts.delete(text);
    return entry.first.tree;
  };
}
