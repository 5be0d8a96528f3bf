import type { VFile } from "vfile";
import { yamlPlaces, type SiteConfig } from "../../0-config/index.ts";
import { nearest } from "../../../shared/index.ts";
import type { LinkRecord } from "./link-record.ts";

/**
 * Returns the routes config.yaml links to (navbar and its dropdowns, footer, home cards, the version menu), each placed
 * at its `to:` key and value, and those of navbar `doc:` items (`docRoute`, on a page of no version), at their `doc:`. A `doc:` that
 * names no doc is an `invalid-config` error there.
 */
export function configLinks(
  config: SiteConfig,
  file: VFile,
  docRoute: (id: string) => string | undefined = () => undefined,
  docIds: Iterable<string> = [],
): LinkRecord[] {
  const place = yamlPlaces(file);
  // The navbar's links, a dropdown's in it, each with its path in config.yaml.
  const navbar = config.navbar.items.flatMap((item, i) => [
    { item: item as { doc?: string }, path: ["navbar", "items", i] as (string | number)[] },
    ...(item.items ?? []).map((sub, j) => ({ item: sub, path: ["navbar", "items", i, "items", j] })),
  ]);
  const docs = navbar.flatMap(({ item, path }): LinkRecord[] => {
    if (item.doc === undefined) return [];
    const at = [...path, "doc"];
    const where = { start: place(at, "key").start, end: place(at).end };
    const target = docRoute(item.doc);
    if (target !== undefined) return [{ target, place: where }];
    const message = file.message(`Unexpected \`doc: ${item.doc}\`, expected the id of a doc`, { place: where, ruleId: "invalid-config", source: "docs" });
    const near = nearest(item.doc, [...docIds]);
    message.note = near
      ? `did you mean \`${near}\`?`
      : "write a doc's id, as sidebars name docs: its path below content/docs without the extension, or its `id`";
    return [];
  });
  const menu = typeof config.docsVersions?.dropdown === "object" ? config.docsVersions.dropdown : {};
  const lists: [(string | number)[], { to?: string }[]][] = [
    [["navbar", "items"], config.navbar.items],
    ...config.navbar.items.flatMap((item, i): [(string | number)[], { to?: string }[]][] =>
      item.items ? [[["navbar", "items", i, "items"], item.items]] : [],
    ),
    ...config.footer.columns.map((column, i): [(string | number)[], { to?: string }[]] => [["footer", "columns", i, "items"], column.items]),
    [["home", "cards"], config.home.cards],
    [["docsVersions", "dropdown", "itemsBefore"], menu.itemsBefore ?? []],
    [["docsVersions", "dropdown", "itemsAfter"], menu.itemsAfter ?? []],
  ];
  const links = lists.flatMap(([path, items]) =>
    items.flatMap((item, i) => {
      if (!item.to) return [];
      const at = [...path, i, "to"];
      const [target, fragment] = item.to.split("#");
      return [{ target: target!, fragment, place: { start: place(at, "key").start, end: place(at).end } }];
    }),
  );
  return [...links, ...docs];
}
