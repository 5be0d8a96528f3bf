/** Fuzz target of markdown.test.ts: one markdown document through front matter, parse, transform and render. */
import type { VFileMessage } from "vfile-message";
import { renderMarkdown } from "../../support.ts";

/** Returns the messages the document produced. */
export function run(markdown: string): VFileMessage[] {
  return renderMarkdown(markdown).file.messages;
}
