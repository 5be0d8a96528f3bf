import type { VFileMessage } from "vfile-message";

/**
 * A module that a fuzz test's inputs go through, loaded into the worker thread of sandbox.ts. `run` returns the
 * messages the input produced, or a problem of its own as text; it throws when the code under test does.
 */
export interface FuzzTarget {
  run(input: string, extra?: unknown): VFileMessage[] | string | undefined;
  /** Tallies the target keeps for the test's summary line. */
  counts?: Record<string, number>;
}
