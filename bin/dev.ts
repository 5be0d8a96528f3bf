#!/usr/bin/env -S npx tsx
/** `npm start [-- --port N]`: builds the site into memory, serves it and rebuilds on every save. */
import "./production.ts";
import { startDev } from "../src/dev/start-dev.ts";
import { readArgs, readPort } from "./args.ts";

const { values } = readArgs(
  { port: { type: "string", default: "3000" }, host: { type: "string", default: "127.0.0.1" } },
  "usage: npm start [-- --port 3000 --host 127.0.0.1]",
);
const port = readPort(values.port, "npm start");
const dev = await startDev({ root: process.cwd(), port, host: values.host, log: (line) => console.log(line) }).catch((error: Error) => {
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
