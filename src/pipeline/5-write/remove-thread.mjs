// Removes the folders it is given (write-site.ts's `removeAside`), on a thread of its own: its file system calls wait
// on the disk here, not in the pool of threads that the process's asynchronous calls share, where the crawl's reads
// would queue behind thousands of removals. Plain JavaScript with Node's own modules only, so it starts in milliseconds.
import { rmSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

for (const path of workerData) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Left where it is: the next build that moves a folder aside removes it with its own.
  }
}
parentPort.postMessage("done");
