import type { VFile } from "vfile";
import { navbarLinks, yamlPlaces, type SiteConfig } from "../../0-config/index.ts";
import { nearest } from "../../../shared/index.ts";
import type { LinkRecord } from "./link-record.ts";

/**
 * Returns the routes config.yaml links to (navbar and its dropdowns, footer, home cards, the version menus), each placed
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
  const navbar = navbarLinks(config);
  const docs = navbar.flatMap(({ link, at: path }): LinkRecord[] => {
    if (link.doc === undefined) return [];
    const at = [...path, "doc"];
    const where = { start: place(at, "key").start, end: place(at).end };
    const target = docRoute(link.doc);
    if (target !== undefined) return [{ target, place: where }];
    const message = file.message(`Unexpected \`doc: ${link.doc}\`, expected the id of a doc`, { place: where, ruleId: "invalid-config", source: "docs" });
    const near = nearest(link.doc, [...docIds]);
    message.note = near
      ? `did you mean \`${near}\`?`
      : "write a doc's id, as sidebars name docs: its path below content/docs without the extension, or its `id`";
    return [];
  });
  const listed = (path: (string | number)[], items: { to?: string }[]) => items.map((link, i) => ({ link, at: [...path, i] }));
  // The links of each version menu: the main docs' and those of other docs roots.
  const menus = [
    { at: ["docsVersions", "dropdown"], dropdown: config.docsVersions?.dropdown },
    ...(config.docsRoots ?? []).map((root, i) => ({ at: ["docsRoots", i, "docsVersions", "dropdown"], dropdown: root.docsVersions?.dropdown })),
  ].flatMap(({ at, dropdown }) =>
    typeof dropdown === "object"
      ? [...listed([...at, "itemsBefore"], dropdown.itemsBefore ?? []), ...listed([...at, "itemsAfter"], dropdown.itemsAfter ?? [])]
      : [],
  );
  const all: { link: { to?: string }; at: (string | number)[] }[] = [
    ...navbar,
    ...config.footer.columns.flatMap((column, i) => listed(["footer", "columns", i, "items"], column.items)),
    ...listed(["home", "cards"], config.home.cards),
    ...menus,
  ];
  const links = all.flatMap(({ link, at: path }) => {
    if (!link.to) return [];
    const at = [...path, "to"];
    const [target, fragment] = link.to.split("#");
    return [{ target: target!, fragment, place: { start: place(at, "key").start, end: place(at).end } }];
  });
  return [...links, ...docs];
}
