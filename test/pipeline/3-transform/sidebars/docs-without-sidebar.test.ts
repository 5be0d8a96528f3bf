import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import type { RoutedPage } from "../../../../src/pipeline/1-content/index.ts";
import { reportDocsWithoutSidebar, type Sidebars } from "../../../../src/pipeline/3-transform/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";

const doc = (docId: string): RoutedPage => ({
  kind: "doc",
  file: new VFile({ path: `content/docs/${docId}.md` }),
  frontMatter: { title: docId },
  dir: "",
  name: docId,
  route: `/docs/${docId}`,
  docId,
});

test("should report each doc whose route no sidebar lists, at its first line, with the item to add", () => {
  const listed = doc("intro");
  const alone = doc("alone");
  const sidebars = { byId: {}, readingOrder: {}, sidebarOfRoute: new Map([["/docs/intro", "apiDocsSidebar"]]) } as Sidebars;
  reportDocsWithoutSidebar([listed, alone], sidebars);
  assert.deepEqual(listed.file.messages, []);
  assert.deepEqual(
    alone.file.messages.map((message) => formatMessage(message, "content/docs/alone.md")),
    [
      "content/docs/alone.md:1:1: Unexpected doc `/docs/alone` in no sidebar, expected every page under /docs to be in a sidebar [doc-without-sidebar]\n  hint: move the file into a folder a sidebar autogenerates, or add `- doc: alone` to a sidebar in config.yaml",
    ],
  );
});
