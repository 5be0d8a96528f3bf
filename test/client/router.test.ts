import assert from "node:assert/strict";
import { test } from "node:test";
import { createRouter, type NavigationMode } from "../../src/client/router.ts";

/** A page load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** Returns a router over loads the test settles, and the calls its hooks received, in order. */
function routerWithLoads() {
  const loads = new Map<string, ReturnType<typeof deferred<string>>>();
  const calls: string[] = [];
  const router = createRouter<string>({
    loadPage: (url) => (loads.get(url) ?? loads.set(url, deferred<string>()).get(url)!).promise,
    hooks: {
      progress: (visible) => calls.push(`progress ${visible}`),
      display: (page: string, url: string, mode: NavigationMode) => calls.push(`display ${page} at ${url} (${mode})`),
      fail: (url, error) => calls.push(`fail ${url}: ${(error as Error).message}`),
    },
  });
  return { router, calls, load: (url: string) => loads.get(url)! };
}

test("should display a page that loads before the delay with no progress bar shown", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { router, calls, load } = routerWithLoads();
  const done = router.navigate("/a", "push");
  t.mock.timers.tick(999);
  load("/a").resolve("A");
  await done;
  t.mock.timers.tick(5000);
  assert.deepEqual(calls, ["progress false", "display A at /a (push)"]);
});

test("should show the progress bar once a load takes the delay, and hide it when the page displays", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { router, calls, load } = routerWithLoads();
  const done = router.navigate("/slow", "pop");
  t.mock.timers.tick(1000);
  assert.deepEqual(calls, ["progress true"]);
  load("/slow").resolve("Slow");
  await done;
  assert.deepEqual(calls, ["progress true", "progress false", "display Slow at /slow (pop)"]);
});

test("should display only the latest navigation, whatever order the loads end in", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { router, calls, load } = routerWithLoads();
  const first = router.navigate("/first", "push");
  const second = router.navigate("/second", "push");
  load("/second").resolve("Second");
  await second;
  load("/first").resolve("First");
  await first;
  t.mock.timers.tick(5000);
  assert.deepEqual(calls, ["progress false", "display Second at /second (push)"]);
});

test("should report the latest load's failure, and ignore an earlier one's", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { router, calls, load } = routerWithLoads();
  const first = router.navigate("/old", "push");
  const second = router.navigate("/new", "replace");
  load("/old").reject(new Error("gone"));
  await first;
  load("/new").reject(new Error("offline"));
  await second;
  assert.deepEqual(calls, ["progress false", "fail /new: offline"]);
});
