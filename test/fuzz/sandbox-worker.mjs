// Entry of sandbox.ts's worker thread. Plain JavaScript: a thread starts without the tsx hooks of the test process,
// so it registers them before it loads the TypeScript that answers the requests (sandbox-thread.ts).
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
await import("./sandbox-thread.ts");
