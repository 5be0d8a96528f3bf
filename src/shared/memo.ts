/**
 * What a step's value is made from, each input by name: texts, keys, or values an earlier step made. A value is
 * reused only while every input is the same (`===`): the same string, or the very object the earlier step gave.
 */
export type StepInputs = Readonly<Record<string, unknown>>;

/**
 * Returns the value kept for `step` and `id` (a page's route, a file's path) when its `inputs` are the same as last
 * time, or makes it. A stage takes one to skip work whose inputs did not change; the build passes its cache's
 * (src/incremental/cache.ts), a test none.
 */
export type Memo = <T>(step: string, id: string, inputs: StepInputs, make: () => T) => T;

/** A memo that keeps nothing: every value is made. */
export const noMemo: Memo = (_step, _id, _inputs, make) => make();
