import type { Element } from "hast";
import convert from "npm-to-yarn";

/**
 * The tabs of an npm2yarn block, in Docusaurus' order and with its labels: npm, then its default converters
 * (@docusaurus/remark-plugin-npm2yarn 3.10: yarn, pnpm, bun).
 */
const MANAGERS = [
  { value: "npm", label: "npm" },
  { value: "yarn", label: "Yarn" },
  { value: "pnpm", label: "pnpm" },
  { value: "bun", label: "Bun" },
] as const;

/**
 * Returns the `x-tabs` element (groupId `npm2yarn`, so a reader's choice holds on every page) that replaces a
 * ```` ```bash npm2yarn ```` block: one `x-tab-item` per package manager, each with the block's command converted by
 * npm-to-yarn, the library Docusaurus uses, and the block's other meta (title, marked lines) kept.
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-remark-plugin-npm2yarn/src/index.ts
 */
export function npm2yarnTabs(pre: Element, code: Element, text: string, meta: string): Element {
  const rest = meta
    .split(/\s+/)
    .filter((word) => word && word !== "npm2yarn")
    .join(" ");
  const items = MANAGERS.map(({ value, label }): Element => {
    const command = value === "npm" ? text : convert(text, value);
    const block: Element = {
      type: "element",
      tagName: "code",
      properties: { ...code.properties, dataMeta: rest || undefined },
      children: [{ type: "text", value: command.endsWith("\n") ? command : `${command}\n` }],
    };
    const children = [{ type: "element" as const, tagName: "pre", properties: {}, children: [block], position: pre.position }];
    return { type: "element", tagName: "x-tab-item", properties: { value, label }, children, position: pre.position };
  });
  return { type: "element", tagName: "x-tabs", properties: { groupId: "npm2yarn" }, children: items, position: pre.position };
}
