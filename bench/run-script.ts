import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs a bench script (`bench/<script>`) in a fresh process with tsx and returns the JSON it prints on its last line,
 * with everything it printed; throws with its output when it fails.
 */
export function runBenchScript<T>(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): { value: T; stdout: string } {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bench", script), ...args], { encoding: "utf8", cwd: ROOT, env, maxBuffer: 64 << 20 });
  if (run.status !== 0) throw new Error(`bench/${script} failed:\n${run.stdout}${run.stderr}`);
  return { value: JSON.parse(run.stdout.trim().split("\n").at(-1)!) as T, stdout: run.stdout };
}
