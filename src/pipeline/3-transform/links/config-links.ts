import type { VFile } from "vfile";
import type { SiteConfig } from "../../0-config/index.ts";
import type { LinkRecord } from "./link-record.ts";

/** Returns the routes config.yaml links to (navbar, footer, home cards, the version menu), placed at their `to:` lines. */
export function configLinks(config: SiteConfig, file: VFile): LinkRecord[] {
  const text = String(file.value);
  const menu = typeof config.docsVersions?.dropdown === "object" ? config.docsVersions.dropdown : {};
  const items = [
    ...config.navbar.items,
    ...config.footer.columns.flatMap((c) => c.items),
    ...config.home.cards,
    ...(menu.itemsBefore ?? []),
    ...(menu.itemsAfter ?? []),
  ];
  const targets = items.flatMap((item) => (item.to ? [item.to] : []));
  let from = 0;
  return targets.map((to) => {
    const at = text.indexOf(`to: ${to}`, from);
    const offset = at === -1 ? 0 : at;
    if (at !== -1) from = at + 1;
    const before = text.slice(0, offset).split("\n");
    const start = { line: before.length, column: before.at(-1)!.length + 1 };
    const [path, fragment] = to.split("#");
    return { target: path!, fragment, place: { start, end: { line: start.line, column: start.column + 4 + to.length } } };
  });
}
