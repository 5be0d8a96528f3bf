import assert from "node:assert/strict";
import { test } from "node:test";
import { beforePost, bytesInFlight, sizeOf, taken } from "../../src/threads/bytes-in-flight.ts";
import { startEngineThread } from "../../src/threads/thread.ts";

test("should count what is posted and taken, and let a post through while under the limit", () => {
  const inFlight = bytesInFlight(10);
  beforePost(inFlight, 8);
  beforePost(inFlight, 8);
  assert.equal(Atomics.load(inFlight.counter, 0), 16);
  taken(inFlight, 8);
  assert.equal(Atomics.load(inFlight.counter, 0), 8);
  assert.equal(sizeOf("abc"), 3);
  assert.equal(sizeOf(new Uint8Array(5)), 5);
});

test("should hold a posting thread over the limit until the taker catches up", async () => {
  const inFlight = bytesInFlight(10);
  beforePost(inFlight, 11);
  // The thread posts 1 byte more: over the limit, it waits until this thread takes the 11.
  const thread = await startEngineThread<string>(new URL("../fixtures/workers/bounded-post.ts", import.meta.url), { workerData: inFlight });
  const posted = thread.next();
  let done = false;
  void posted.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(done, false, "the thread waits while 11 bytes are in flight");
  taken(inFlight, 11);
  await posted;
  assert.equal(Atomics.load(inFlight.counter, 0), 1);
  await thread.stop();
});
