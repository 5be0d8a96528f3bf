#!/usr/bin/env -S npx tsx
/** `npm start [-- --root DIR --port N]`: builds the site (of `--root`, the current folder unless given) into memory, serves it and rebuilds on every save. */
import "./production.ts";
import { resolve } from "node:path";
import { startDev } from "../src/dev/start-dev.ts";
import { readArgs, readPort } from "./args.ts";

const { values } = readArgs(
  { root: { type: "string" }, port: { type: "string", default: "3000" }, host: { type: "string", default: "127.0.0.1" } },
  "usage: npm start [-- --root DIR --port 3000 --host 127.0.0.1]",
);
const port = readPort(values.port, "npm start");
const dev = await startDev({ root: resolve(values.root ?? "."), port, host: values.host, log: (line) => console.log(line) }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await dev.close();
  console.log("Stopped.");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
