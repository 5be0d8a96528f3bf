/**
 * A bound on the bytes one thread has posted to another and the other has not yet taken: the poster waits while more
 * than `limit` are in flight. Without it, a compile that takes most pages from the page cache posts them far faster
 * than the main thread writes them, and the queue between the two holds hundreds of megabytes outside any heap.
 *
 * Plain data (a shared counter) so that it crosses to the thread in `workerData`.
 */
export interface BytesInFlight {
  counter: Int32Array;
  limit: number;
}

/** 32 MB: about a thousand pages, enough that the writer never waits for the compile. */
const LIMIT = 32 * 1024 * 1024;

export function bytesInFlight(limit = LIMIT): BytesInFlight {
  return { counter: new Int32Array(new SharedArrayBuffer(4)), limit };
}

/**
 * On the posting thread, before it posts `bytes` more: waits until the taker is under the limit, then counts them.
 * It waits in slices of 100 ms, so that a thread the taker stops (a failed write) is never left blocked.
 */
export function beforePost({ counter, limit }: BytesInFlight, bytes: number): void {
  for (let now = Atomics.load(counter, 0); now > limit; now = Atomics.load(counter, 0)) Atomics.wait(counter, 0, now, 100);
  Atomics.add(counter, 0, bytes);
}

/** On the taking thread, once it is done with `bytes` posted: wakes the poster if it waits. */
export function taken({ counter }: BytesInFlight, bytes: number): void {
  Atomics.sub(counter, 0, bytes);
  Atomics.notify(counter, 0);
}

/** The size that counts for a posted file's contents (none for a file sent by its hash alone). */
export function sizeOf(contents: string | Uint8Array | undefined): number {
  return typeof contents === "string" ? contents.length : (contents?.byteLength ?? 0);
}
