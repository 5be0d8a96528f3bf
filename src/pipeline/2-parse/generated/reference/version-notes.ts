import type { Paragraph } from "mdast";
import { changelogRoute } from "./version-routes.ts";
import type { VersionHistory } from "../../schema/schema-history.ts";
import { link, paragraph } from "./mdast.ts";

/**
 * Returns when an item (by schema coordinate) appeared and was deprecated, each version linked to its changelog page
 * ("Added in 2024-07. Deprecated in 2025-01."), or undefined when the versions show neither or there are none.
 */
export function versionNote(history: VersionHistory | undefined, coordinate: string): Paragraph | undefined {
  const added = history?.added.get(coordinate);
  const deprecated = history?.deprecated.get(coordinate);
  return paragraph(
    added && ["Added in ", link(changelogRoute(added), added), "."],
    added && deprecated && " ",
    deprecated && ["Deprecated in ", link(changelogRoute(deprecated), deprecated), "."],
  );
}
