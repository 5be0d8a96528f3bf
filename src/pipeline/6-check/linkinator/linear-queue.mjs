// Linkinator's queue (build/src/queue.js) takes its next job with `Array.prototype.shift` and arms a timer per job.
// Checking a whole site at once queues a job for every link of every page (about 60,000 here, most of them "this URL
// was already checked"), so each shift moves tens of thousands of entries: 3.1 s of the 7.7 s a single run took.
// This gives the same class a read index instead, and starts jobs from a microtask instead of a timer per job; the
// rest of its contract (`add`, `onIdle`, `concurrency`, the 'done' event) is unchanged. The file is not part of
// linkinator's public exports, so it is reached by its path: `test/check/linear-queue.test.ts` fails if it moves.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const entry = createRequire(import.meta.url).resolve("linkinator");
const { Queue } = await import(pathToFileURL(join(dirname(entry), "queue.js")).href);

if (!Queue.prototype.linear) {
  Queue.prototype.linear = true;
  Queue.prototype.add = function add(job, options) {
    if (options?.delay) {
      // Delayed jobs (linkinator's retry-after handling) keep a timer of their own.
      this.delayed = (this.delayed ?? 0) + 1;
      setTimeout(() => {
        this.delayed--;
        this.add(job);
      }, options.delay);
      return;
    }
    this.q.push(job);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        this.tick();
      });
    }
  };
  Queue.prototype.tick = function tick() {
    this.head ??= 0;
    while (this.activeFunctions < this.concurrency && this.head < this.q.length) {
      const job = this.q[this.head];
      this.q[this.head++] = undefined;
      this.activeFunctions++;
      job()
        .catch(() => {})
        .finally(() => {
          this.activeFunctions--;
          this.tick();
        });
    }
    if (this.head > 4096 && this.head * 2 > this.q.length) {
      this.q = this.q.slice(this.head);
      this.head = 0;
    }
    if (this.activeFunctions === 0 && this.head >= this.q.length && !this.delayed) this.emit("done");
  };
}

export { Queue };
