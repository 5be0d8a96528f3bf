/**
 * Returns the value kept under `stage`/`key` when `deps` are the same objects as last time, or makes it. A stage takes
 * one to skip work whose inputs did not change; the build passes its cache's (src/incremental/), a test none.
 */
export type Memo = <T>(stage: string, key: string, deps: readonly unknown[], make: () => T) => T;

/** A memo that keeps nothing: every value is made. */
export const noMemo: Memo = (_stage, _key, _deps, make) => make();
