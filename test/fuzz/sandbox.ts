/**
 * Runs fuzzed inputs through a fuzz target (a module of test/fuzz/targets/) in a worker thread, one at a time, and
 * stops the thread when an input runs past the time limit: a hang is caught while it happens, and reported with the
 * input, instead of blocking the test until node:test's own timeout.
 */
import { Worker } from "node:worker_threads";

/**
 * How long one input may take before its thread is stopped. It only guards against a hang (an endless loop or
 * catastrophic backtracking): inputs take milliseconds, so a busy machine never reaches it. `FUZZ_TIME_LIMIT_MS`
 * overrides it.
 */
export const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 30_000);
/** How long the worker looks for a smaller input that fails the same way (see shrink in mutate.ts). */
const SHRINK_MS = 20_000;

/** What became of one input: no problem, or the problem, with the smallest input found that still has it. */
export interface Verdict {
  problem?: string;
  /** The smallest input found with the same kind of problem; absent when the input ran past the time limit. */
  minimal?: string;
  minimalProblem?: string;
}

/** A message of the worker (sandbox-thread.ts): a problem found and being shrunk, a verdict, or the target's counts. */
type Answer = { kind: "shrinking"; problem: string } | { kind: "verdict"; verdict: Verdict } | { kind: "counts"; counts: Record<string, number> };

/** A worker thread that runs one fuzz target; started again after it was stopped. */
export class Sandbox {
  private worker: Promise<Worker> | undefined;
  private readonly target: URL;

  constructor(target: URL) {
    this.target = target;
  }

  /** Returns the verdict on `input` (with `extra`, the target's other argument), stopping the thread at the time limit. */
  async check(input: string, extra?: unknown): Promise<Verdict> {
    const answer = await this.ask({ kind: "check", input, extra, shrinkMs: SHRINK_MS });
    return answer.kind === "verdict" ? answer.verdict : {};
  }

  /** Returns the counts the target keeps (how many schemas were valid, …), or an empty record. */
  async counts(): Promise<Record<string, number>> {
    const answer = await this.ask({ kind: "counts" });
    return answer.kind === "counts" ? answer.counts : {};
  }

  /** Ends the worker thread. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  /**
   * Returns the worker thread once it has loaded the target. Loading takes seconds (tsx compiles the pipeline), so
   * the time limit of an input starts only once the thread is ready.
   */
  private start(): Promise<Worker> {
    return (this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL("./sandbox-worker.mjs", import.meta.url), { workerData: { target: this.target.href } });
      const onReady = () => {
        worker.off("error", onError).off("exit", onExit);
        resolve(worker);
      };
      const failed = (why: string) => {
        worker.off("message", onReady).off("error", onError).off("exit", onExit);
        this.worker = undefined;
        void worker.terminate();
        reject(new Error(`the worker thread did not start: ${why}`));
      };
      const onError = (error: Error) => failed(error.stack ?? String(error));
      const onExit = (code: number) => failed(`exit code ${code}`);
      worker.once("message", onReady).once("error", onError).once("exit", onExit);
    }));
  }

  /** Sends one request and returns the final answer; a run past its limit ends the thread and is a verdict of its own. */
  private async ask(request: Record<string, unknown>): Promise<Answer> {
    const worker = await this.start();
    return new Promise<Answer>((resolve) => {
      let problem: string | undefined;
      let timer: NodeJS.Timeout;
      const settle = (end: boolean, answer: Answer) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (end) {
          this.worker = undefined;
          void worker.terminate();
        }
        resolve(answer);
      };
      const verdict = (verdict: Verdict): Answer => ({ kind: "verdict", verdict });
      const stop = () =>
        settle(
          true,
          verdict(
            problem === undefined
              ? { problem: `ran past the ${TIME_LIMIT_MS} ms limit and was stopped` }
              : { problem, minimalProblem: `none: a smaller input ran past the ${TIME_LIMIT_MS} ms limit while shrinking` },
          ),
        );
      const onMessage = (answer: Answer) => {
        if (answer.kind !== "shrinking") return settle(false, answer);
        // A problem was found: the worker now tries smaller inputs for up to SHRINK_MS, each under the same limit.
        problem = answer.problem;
        clearTimeout(timer);
        timer = setTimeout(stop, SHRINK_MS + TIME_LIMIT_MS);
      };
      const onError = (error: Error) => settle(true, verdict({ problem: `the worker thread failed: ${error.stack?.split("\n").slice(0, 3).join(" ")}` }));
      const onExit = (code: number) =>
        settle(true, verdict({ problem: `the worker thread exited with code ${code}${problem ? ` while shrinking: ${problem}` : ""}` }));
      timer = setTimeout(stop, TIME_LIMIT_MS);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage(request);
    });
  }
}

/** Returns `text` as JSON, cut to `max` characters, for a failure message. */
export function quoted(text: string, max = 20_000): string {
  const json = JSON.stringify(text);
  return json.length <= max ? json : `${json.slice(0, max)}… (${json.length - max} more characters)`;
}
