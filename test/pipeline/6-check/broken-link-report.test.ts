import assert from "node:assert/strict";
import { test } from "node:test";
import { withoutReported } from "../../../src/pipeline/6-check/broken-link-report.ts";

test("should leave out the crawl's broken targets the check in memory reported, a query, encoding and a path's trailing slash aside", () => {
  const crawled = ["/base/docs/other/#Implementation-details/", "/base/img/chart%20one.png?v=2", "/base/docs/other/#kept", "/base/docs/gone/"].map(
    (target) => ({
      target,
      source: "/docs/intro",
      status: 404,
    }),
  );
  const reported = ["/docs/other#Implementation-details/", "/img/chart one.png", "/docs/gone"];
  assert.deepEqual(
    withoutReported(crawled, reported, "/base/").map((link) => link.target),
    ["/base/docs/other/#kept"],
  );
});
