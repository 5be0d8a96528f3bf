import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { createCache, type Cache } from "../../src/incremental/cache.ts";
import { compileSite } from "../../src/orchestration/compile-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

/** Returns a cache that throws where the page at `route` would be parsed and transformed: a page whose build throws. */
function throwingAt(route: string): Cache {
  const cache = createCache();
  return {
    ...cache,
    memoFile(step, id, file, inputs, make) {
      if (step === "transform" && id === route) throw new TypeError("Cannot read properties of undefined (reading 'children')");
      return cache.memoFile(step, id, file, inputs, make);
    },
  };
}

test("should turn an exception while a page is built into an error on that page, and still build and check every other page", async () => {
  const site = await compileSite({ root: join(FIXTURES, "site"), cache: throwingAt("/docs/other") });
  const report = formatMessages(site.files);
  assert.equal(site.ok, false);
  assert.match(
    report,
    /^error content\/docs\/other\.md:1:1: Unexpected error while this page was built: Cannot read properties of undefined \(reading 'children'\) \[internal-error\]\n {2}hint: the page was left out; Folio could not read something in it: report this message with the page$/m,
  );
  // The other pages were built and checked: the link to the page left out is reported on the page that has it.
  assert.match(report, /^error content\/docs\/intro\.md:8:18-8:45: Unexpected link to `\/docs\/other#second`, expected an existing route \[broken-link\]$/m);
});
