import assert from "node:assert/strict";
import { test } from "node:test";
import { startThread, ThreadOutOfMemoryError } from "../../src/threads/thread.ts";

const fixture = new URL("../fixtures/workers/messages.mjs", import.meta.url);

test("should keep every message the thread sends before anyone waits, in order, and reject after a clean exit once they are taken", async () => {
  // A port delivers in order: once "sent" has arrived, so have the three before it, while nobody waited.
  let sent: () => void;
  const arrived = new Promise<void>((resolve) => (sent = resolve));
  const thread = startThread<number>(fixture, { workerData: { mode: "burst" }, aside: (message) => message === ("sent" as never) && (sent(), true) });
  try {
    await arrived;
    assert.deepEqual([await thread.next(), await thread.next(), await thread.next()], [1, 2, 3]);
    thread.post("exit");
    await assert.rejects(thread.next(), /stopped \(exit code 0\) before it answered/);
    await assert.rejects(thread.next(), /stopped \(exit code 0\)/, "the failure stays");
  } finally {
    await thread.stop();
  }
});

test("should reject the waiting call and every later one when the thread throws", async () => {
  const thread = startThread<never>(fixture, { workerData: { mode: "throw" } });
  try {
    const waiting = thread.next();
    thread.post("go");
    await assert.rejects(waiting, /the thread failed/);
    await assert.rejects(thread.next(), /the thread failed/);
  } finally {
    await thread.stop();
  }
});

test("should reject a waiting call when the thread is stopped", async () => {
  const thread = startThread<never>(fixture, { workerData: { mode: "idle" } });
  const waiting = thread.next();
  await thread.stop();
  await assert.rejects(waiting, /the thread was stopped/);
});

test("should give the messages `aside` takes to it alone, and the others to `next`", async () => {
  const aside: number[] = [];
  type Message = { kind: string; n: number };
  const thread = startThread<Message>(fixture, { workerData: { mode: "aside" }, aside: (m) => m.kind === "aside" && (aside.push(m.n), true) });
  try {
    assert.deepEqual([(await thread.next()).n, (await thread.next()).n], [2, 4]);
    assert.deepEqual(aside, [1, 3]);
  } finally {
    await thread.stop();
  }
});

test("should reject with a ThreadOutOfMemoryError naming the thread when it runs out of its heap", async () => {
  const thread = startThread<never>(fixture, { workerData: { mode: "grow" }, resourceLimits: { maxOldGenerationSizeMb: 32 } });
  try {
    const waiting = thread.next();
    thread.post("go");
    await assert.rejects(waiting, (error: unknown) => error instanceof ThreadOutOfMemoryError && error.thread === "messages.mjs");
  } finally {
    await thread.stop();
  }
});
