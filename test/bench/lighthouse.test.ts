import assert from "node:assert/strict";
import { test } from "node:test";
import { lighthouseTable, medianRun, scoresOf, type LighthouseResult } from "../../bench/lighthouse.ts";

const result: LighthouseResult = {
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "cumulative-layout-shift", weight: 25 },
      ],
    },
    accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
    "best-practices": {
      score: 0.96,
      auditRefs: [
        { id: "errors-in-console", weight: 1 },
        { id: "deprecations", weight: 5 },
      ],
    },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    "largest-contentful-paint": { score: 0.5, scoreDisplayMode: "numeric", numericValue: 3100 },
    "cumulative-layout-shift": { score: 0.99, scoreDisplayMode: "numeric", numericValue: 0.0234 },
    "color-contrast": { score: 1, scoreDisplayMode: "binary" },
    "errors-in-console": { score: 0, scoreDisplayMode: "binary" },
    deprecations: { score: null, scoreDisplayMode: "notApplicable" },
  },
};

test("should turn a Lighthouse result into whole-percent scores, CLS to 3 decimals and the audits under 1", () => {
  assert.deepEqual(scoresOf(result), {
    performance: 87,
    accessibility: 100,
    bestPractices: 96,
    seo: 0,
    cls: 0.023,
    failing: ["cumulative-layout-shift", "errors-in-console", "largest-contentful-paint"],
  });
});

test("should print one row per page with both form factors", () => {
  const scores = scoresOf(result);
  const table = lighthouseTable({ mobile: { home: scores }, desktop: { home: { ...scores, performance: 100, cls: 0 } } });
  assert.deepEqual(table.split("\n").slice(2), ["| home | 87 / 100 / 96 / 0 | 0.02 | 100 / 100 / 96 / 0 | 0.00 |"]);
});

test("should report the run of median performance, with the largest CLS of all the runs", () => {
  const scores = scoresOf(result);
  const runs = [
    { ...scores, performance: 90, cls: 0 },
    { ...scores, performance: 70, cls: 0.1 },
    { ...scores, performance: 80, cls: 0 },
  ];
  assert.deepEqual(medianRun(runs), { ...scores, performance: 80, cls: 0, clsMax: 0.1, runs: 3 });
  assert.equal(medianRun(runs.slice(0, 2)).performance, 70);
  const table = lighthouseTable({ mobile: { home: medianRun(runs) }, desktop: {} });
  assert.equal(table.split("\n")[2], "| home | 80 / 100 / 96 / 0 | 0.10 |  |  |");
});
