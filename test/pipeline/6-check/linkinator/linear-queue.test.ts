import assert from "node:assert/strict";
import { test } from "node:test";
// The module patches linkinator's own Queue class (build/src/queue.js): importing it fails if that file moves.
import { Queue } from "../../../../src/pipeline/6-check/linkinator/linear-queue.mjs";

test("should run every job, never more than `concurrency` at once, and then say done", async () => {
  const queue = new Queue({ concurrency: 3 });
  let running = 0;
  let most = 0;
  const ran: number[] = [];
  const job = (n: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, n % 3));
    ran.push(n);
    running--;
    // Jobs add jobs, as linkinator's crawl does for the links it finds.
    if (n < 20) queue.add(job(n + 100));
  };
  const done = queue.onIdle();
  for (let n = 0; n < 50; n++) queue.add(job(n));
  await done;
  assert.equal(ran.length, 70);
  assert.equal(most, 3);
});

test("should wait for a delayed job before saying done", async () => {
  const queue = new Queue({ concurrency: 2 });
  const ran: string[] = [];
  const done = queue.onIdle();
  queue.add(async () => ran.push("now"));
  queue.add(async () => ran.push("later"), { delay: 30 });
  await done;
  assert.deepEqual(ran, ["now", "later"]);
});

test("should take time in proportion to the jobs queued (linkinator's own queue grows with their square)", async () => {
  const timeJobs = async (jobs: number) => {
    const queue = new Queue({ concurrency: 32 });
    let count = 0;
    const done = queue.onIdle();
    const started = performance.now();
    for (let n = 0; n < jobs; n++) queue.add(async () => void count++);
    await done;
    assert.equal(count, jobs);
    return performance.now() - started;
  };
  await timeJobs(20_000);
  const small = await timeJobs(20_000);
  const large = await timeJobs(200_000);
  // Ten times the jobs: about seven times the time here, about forty times with linkinator's Array#shift queue.
  assert.ok(large < 20 * small, `20,000 jobs: ${Math.round(small)} ms, 200,000 jobs: ${Math.round(large)} ms`);
});
