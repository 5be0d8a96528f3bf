/**
 * Worker thread of sandbox.ts (started through sandbox-worker.mjs): imports one fuzz target, says it is ready, and
 * answers requests. For an input with a problem it first says so (the main thread then allows time for shrinking),
 * then looks for the smallest input with the same kind of problem.
 */
import { parentPort, workerData } from "node:worker_threads";
import { problemIn, shrink } from "./mutate.ts";
import type { FuzzTarget } from "./targets/target.ts";

const target = (await import(workerData.target as string)) as FuzzTarget;

/** Returns the problem with `input`, or undefined. */
const problemWith = (input: string, extra: unknown) => problemIn(() => target.run(input, extra));

parentPort!.on("message", (request: { kind: "check"; input: string; extra: unknown; shrinkMs: number } | { kind: "counts" }) => {
  if (request.kind === "counts") {
    parentPort!.postMessage({ kind: "counts", counts: { ...target.counts } });
    return;
  }
  const problem = problemWith(request.input, request.extra);
  if (problem === undefined) {
    parentPort!.postMessage({ kind: "verdict", verdict: {} });
    return;
  }
  parentPort!.postMessage({ kind: "shrinking", problem });
  const kind = problem.split(" ")[0];
  const minimal = shrink(request.input, (candidate) => problemWith(candidate, request.extra)?.split(" ")[0] === kind, request.shrinkMs);
  parentPort!.postMessage({ kind: "verdict", verdict: { problem, minimal, minimalProblem: problemWith(minimal, request.extra) } });
});
// The target is loaded: the main thread starts timing inputs from here.
parentPort!.postMessage({ kind: "ready" });
