/** A child process for the load test: serves `argv[2]`, prints its port, and answers each stdin line with its memory after gc. */
import { createInterface } from "node:readline";
import { startServer } from "../../src/server/index.ts";

const server = await startServer({ root: process.argv[2]! });
console.log(JSON.stringify({ port: server.port }));
for await (const _line of createInterface({ input: process.stdin })) {
  for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
  await new Promise((settle) => setTimeout(settle, 50));
  const { heapUsed, rss } = process.memoryUsage();
  console.log(JSON.stringify({ heapUsed, rss }));
}
await server.close();
