#!/usr/bin/env -S npx tsx
/** `npm run serve [-- --port N --dir build]`: serves the built site on http://localhost:3000 until Ctrl-C. */
import { resolve } from "node:path";
import { readBaseUrl } from "../src/server/base-url.ts";
import { startServer } from "../src/server/index.ts";
import { readArgs, readPort } from "./args.ts";

const { values } = readArgs(
  { port: { type: "string", default: "3000" }, dir: { type: "string", default: "build" } },
  "usage: npm run serve [-- --port 3000 --dir build]",
);
const port = readPort(values.port, "npm run serve");
const root = resolve(values.dir);
const server = await startServer({ root, port, baseUrl: readBaseUrl(root), host: "127.0.0.1" });
console.log(`Serving ${values.dir}/ at http://localhost:${server.port}${new URL(server.url).pathname} (Ctrl-C to stop)`);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
