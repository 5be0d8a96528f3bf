import type { VFile } from "vfile";
import { yamlPlaces, type SiteConfig } from "../../0-config/index.ts";
import type { LinkRecord } from "./link-record.ts";

/**
 * Returns the routes config.yaml links to (navbar, footer, home cards, the version menu), each placed at its `to:`
 * key and value.
 */
export function configLinks(config: SiteConfig, file: VFile): LinkRecord[] {
  const place = yamlPlaces(file);
  const menu = typeof config.docsVersions?.dropdown === "object" ? config.docsVersions.dropdown : {};
  const lists: [(string | number)[], { to?: string }[]][] = [
    [["navbar", "items"], config.navbar.items],
    ...config.footer.columns.map((column, i): [(string | number)[], { to?: string }[]] => [["footer", "columns", i, "items"], column.items]),
    [["home", "cards"], config.home.cards],
    [["docsVersions", "dropdown", "itemsBefore"], menu.itemsBefore ?? []],
    [["docsVersions", "dropdown", "itemsAfter"], menu.itemsAfter ?? []],
  ];
  return lists.flatMap(([path, items]) =>
    items.flatMap((item, i) => {
      if (!item.to) return [];
      const at = [...path, i, "to"];
      const [target, fragment] = item.to.split("#");
      return [{ target: target!, fragment, place: { start: place(at, "key").start, end: place(at).end } }];
    }),
  );
}
