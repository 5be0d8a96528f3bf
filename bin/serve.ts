#!/usr/bin/env -S npx tsx
/** `npm run serve [-- --port N --dir build]`: serves the built site on http://localhost:3000 until Ctrl-C. */
import { resolve } from "node:path";
import { readBaseUrl } from "../src/server/base-url.ts";
import { startServer } from "../src/server/index.ts";
import { readArgs } from "./args.ts";

const values = readArgs({ port: { type: "string", default: "3000" }, dir: { type: "string", default: "build" } }, "usage: npm run serve [-- --port 3000 --dir build]");
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Unexpected port \`${values.port}\`, expected a number from 0 to 65535 (npm run serve -- --port 3001)`);
  process.exit(1);
}
const root = resolve(values.dir);
const server = await startServer({ root, port, baseUrl: readBaseUrl(root), host: "127.0.0.1" });
console.log(`Serving ${values.dir}/ at http://localhost:${server.port}${new URL(server.url).pathname} (Ctrl-C to stop)`);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
