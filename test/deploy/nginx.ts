import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort, ROOT } from "../support.ts";
import { BROTLI_STATIC_MODULE, NGINX } from "./ensure-nginx.ts";

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on `port`, or rejects after `ms`. */
async function waitForPort(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ port, host: "127.0.0.1" }, () => (socket.destroy(), done(true)));
      socket.on("error", () => done(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${ms} ms`);
}

/** Starts Debian's nginx in the foreground with deploy/nginx.conf pointed at `buildDir`, every temp path in a temp folder. */
export async function startNginx(buildDir: string): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  // nginx's workers run as nobody: they must be able to read the site. Only the folders below the temp folder
  // (mkdtemp makes them 0700) are opened up; the temp folder itself is never touched.
  const top = tmpdir();
  for (let path = buildDir; path.startsWith(`${top}/`); path = dirname(path)) chmodSync(path, 0o755);
  const port = await freePort();
  const site = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
    .replaceAll("/var/www/devportal", buildDir)
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, "");
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      `load_module ${BROTLI_STATIC_MODULE};`,
      "worker_processes 1;",
      "events { worker_connections 512; }",
      "http {",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${join(dir, name)};`),
      `  include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = join(dir, "error.log");
  const child = spawn(
    NGINX,
    ["-e", errorLog, "-p", dir, "-c", join(dir, "nginx.conf"), "-g", `daemon off; pid ${join(dir, "nginx.pid")}; error_log ${errorLog};`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.on("exit", () => done()));
  try {
    await Promise.race([waitForPort(port, 10_000), exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`)))]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
