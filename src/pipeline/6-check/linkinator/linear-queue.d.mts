import type { EventEmitter } from "node:events";

/** Linkinator's job queue, with the linear `add` and `tick` of `linear-queue.mjs`. */
export declare class Queue extends EventEmitter {
  constructor(options: { concurrency: number });
  add(job: () => Promise<unknown>, options?: { delay?: number }): void;
  onIdle(): Promise<void>;
}
