import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { parse } from "yaml";
import { loadConfig } from "../../../../src/pipeline/0-config/index.ts";
import { configLinks } from "../../../../src/pipeline/3-transform/index.ts";
import { FIXTURES } from "../../../support.ts";

test("should give each route config.yaml links to, at its `to:` line, with its fragment apart", () => {
  const text = readFileSync(join(FIXTURES, "site/config.yaml"), "utf8");
  const config = loadConfig(join(FIXTURES, "site")).config!;
  const links = configLinks(config, new VFile({ path: "config.yaml", value: text }));
  assert.ok(links.length > 0);
  for (const link of links) {
    const line = text.split("\n")[link.place!.start.line - 1]!;
    assert.equal(line.slice(link.place!.start.column - 1, link.place!.end.column - 1), `to: ${link.target}${link.fragment ? `#${link.fragment}` : ""}`);
  }
  const withFragment = configLinks(
    {
      ...config,
      navbar: { ...config.navbar, items: [{ label: "Auth", to: "/docs/intro#auth" }] },
      footer: { ...config.footer, columns: [] },
      home: { ...config.home, cards: [] },
    },
    new VFile({ path: "config.yaml", value: "navbar:\n  items:\n    - label: Auth\n      to: /docs/intro#auth\n" }),
  );
  assert.deepEqual(withFragment, [{ target: "/docs/intro", fragment: "auth", place: { start: { line: 4, column: 7 }, end: { line: 4, column: 27 } } }]);
});

test("should place the version menu's links at their own lines, wherever docsVersions is written", () => {
  const config = loadConfig(join(FIXTURES, "site")).config!;
  const text =
    "docsVersions:\n  dropdown:\n    itemsAfter:\n      - label: All\n        to: /docs/versions\nnavbar:\n  items:\n    - label: Intro\n      to: /docs/intro\n";
  const links = configLinks(
    {
      ...config,
      navbar: { ...config.navbar, items: [{ label: "Intro", to: "/docs/intro" }] },
      footer: { ...config.footer, columns: [] },
      home: { ...config.home, cards: [] },
      docsVersions: { dropdown: { itemsAfter: [{ label: "All", to: "/docs/versions" }] } },
    },
    new VFile({ path: "config.yaml", value: text }),
  );
  assert.deepEqual(
    links.map((link) => `${link.target} ${link.place!.start.line}:${link.place!.start.column}-${link.place!.end.line}:${link.place!.end.column}`),
    ["/docs/intro 9:7-9:22", "/docs/versions 5:9-5:27"],
  );
  // Another docs root's menu too.
  const rootText =
    "docsRoots:\n  - folder: api\n    id: api\n    docsVersions:\n      dropdown:\n        itemsBefore:\n          - label: Start\n            to: /api/start\n";
  const rootLinks = configLinks(
    {
      ...config,
      navbar: { ...config.navbar, items: [] },
      footer: { ...config.footer, columns: [] },
      home: { ...config.home, cards: [] },
      docsRoots: [{ folder: "api", id: "api", docsVersions: { dropdown: { itemsBefore: [{ label: "Start", to: "/api/start" }] } } }],
    },
    new VFile({ path: "config.yaml", value: rootText }),
  );
  assert.deepEqual(
    rootLinks.map((link) => `${link.target} ${link.place!.start.line}:${link.place!.start.column}`),
    ["/api/start 8:13"],
  );
});

/** Returns the links config.yaml's navbar written as `text` gives, the fixture's config around it, and the messages on the file. */
function navbarChecked(text: string, docRoute: (id: string) => string | undefined, docIds: string[]) {
  const config = loadConfig(join(FIXTURES, "site")).config!;
  const file = new VFile({ path: "config.yaml", value: text });
  const navbar = { ...config.navbar, items: parse(text).navbar.items };
  const links = configLinks({ ...config, navbar, footer: { ...config.footer, columns: [] }, home: { ...config.home, cards: [] } }, file, docRoute, docIds);
  return { links, messages: file.messages.map((message) => `${message.line}:${message.column} ${message.reason} (${message.note})`) };
}

test("should give a navbar doc item's route at its `doc:` line, and name a doc no page is at that line", () => {
  const text = "navbar:\n  items:\n    - label: Start\n      doc: intro\n    - label: Lost\n      doc: intr\n";
  const { links, messages } = navbarChecked(text, (id) => (id === "intro" ? "/docs/intro" : undefined), ["intro", "other"]);
  assert.deepEqual(links, [{ target: "/docs/intro", place: { start: { line: 4, column: 7 }, end: { line: 4, column: 17 } } }]);
  assert.deepEqual(messages, ["6:7 Unexpected `doc: intr`, expected the id of a doc (did you mean `intro`?)"]);
});

test("should check the links of a navbar dropdown, its `to:` and its `doc:` items, at their lines", () => {
  const text = "navbar:\n  items:\n    - label: More\n      items:\n        - label: Start\n          doc: intr\n        - label: Blog\n          to: /blog\n";
  const { links, messages } = navbarChecked(text, () => undefined, ["intro"]);
  assert.deepEqual(links, [{ target: "/blog", fragment: undefined, place: { start: { line: 8, column: 11 }, end: { line: 8, column: 20 } } }]);
  assert.deepEqual(messages, ["6:11 Unexpected `doc: intr`, expected the id of a doc (did you mean `intro`?)"]);
});
