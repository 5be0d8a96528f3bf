/** Fuzz target of schema.test.ts: one GraphQL schema built, and its reference pages made and rendered when it is valid. */
import { VFile } from "vfile";
import type { VFileMessage } from "vfile-message";
import { parseSchema } from "../../../src/pipeline/2-parse/index.ts";
import { buildReferencePages, buildUsedBy } from "../../../src/pipeline/2-parse/index.ts";
import { unsafeMarkup } from "../../e2e/unsafe-markup.ts";
import { renderTree } from "../../support.ts";

/** How many of the schemas were valid and made reference pages. */
export const counts = { valid: 0 };

/** Returns the messages of building `sdl`, or a problem: no schema and no message, or unsafe markup on a reference page. */
export function run(sdl: string): VFileMessage[] | string {
  const file = new VFile({ path: "content/schema/admin-api.graphql", value: sdl });
  const schema = parseSchema(file);
  if (!schema && file.messages.length === 0) return "no schema and no message";
  if (schema) {
    counts.valid++;
    const { pages } = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
    // Generated pages go through the pipeline like any page: the first two, and every page whose description tries markup.
    const tricky = pages.filter((p) => /alert|<b>|unclosed|:::|\| table/.test(JSON.stringify(p.tree?.())));
    for (const page of [...pages.slice(0, 2), ...tricky]) {
      const { html } = renderTree(page.tree!());
      const unsafe = unsafeMarkup(html, []);
      if (unsafe.length) return `unsafe markup on ${page.route}: ${unsafe.join(", ")}`;
    }
  }
  return file.messages;
}
