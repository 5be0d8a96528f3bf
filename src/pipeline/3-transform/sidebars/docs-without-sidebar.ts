import type { RoutedPage } from "../../1-content/index.ts";
import type { Sidebars } from "./sidebars.ts";

/** Adds a `doc-without-sidebar` message to every doc that no sidebar lists: each /docs route carries one. */
export function reportDocsWithoutSidebar(docs: RoutedPage[], sidebars: Sidebars): void {
  for (const doc of docs) {
    if (sidebars.sidebarOfRoute.has(doc.route)) continue;
    doc.file.message(`Unexpected doc \`${doc.route}\` in no sidebar, expected every page under /docs to be in a sidebar`, {
      place: { line: 1, column: 1 },
      ruleId: "doc-without-sidebar",
      source: "docs",
    }).note = `move the file into a folder a sidebar autogenerates, or add \`- doc: ${doc.docId}\` to a sidebar in config.yaml`;
  }
}
