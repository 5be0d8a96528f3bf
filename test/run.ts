/**
 * `npm test`: runs every test file under test/ with node:test (TypeScript through tsx), one file at a time, each in a
 * `node --test` process of its own, then prints the total time and the ten slowest files, and ends with the line `N
 * passed, N failed` (which CI reads). It exits non-zero when a test fails or a file could not run.
 *
 * `npm run test:fast` (`--fast`) leaves out the files of SLOW and runs as many files at once as there are cores. Any
 * other argument keeps only the files whose path contains it: `npm test -- fuzz`.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBrowser } from "./browser/ensure-browser.ts";
import { ensureNginx } from "./deploy/ensure-nginx.ts";

/**
 * What `--fast` leaves out: a folder (ending in /) or a file. Each drives a browser or nginx, builds the real site or
 * the bench corpus, fuzzes, runs the dev server, renders or serves in bulk, or takes more than a few seconds on a
 * 2-core machine (measured one by one with `NODE_ENV=production node --import tsx --test FILE`); what is left, unit
 * and fixture tests, runs in under a minute.
 */
const SLOW = [
  "test/browser/", // chromium
  "test/deploy/", // nginx in front of a built site
  "test/fuzz/", // thousands of generated inputs each
  "test/e2e/", // whole builds: the real site crawled by linkinator, and the fixture site a dozen times
  "test/bench.test.ts", // the bench in its small mode: builds the synthetic corpus
  "test/typecheck.test.ts", // tsc over the whole project, twice
  "test/dev/start-dev.test.ts", // the dev server, editing the fixture site and waiting for each rebuild
  "test/dev/dev-cli.test.ts", // `npm start` in a child process, with a rebuild of fresh engine code
  "test/server/load.test.ts", // 20,000 requests
  "test/pipeline/2-parse/markdown/parse-markdown.test.ts", // every written page of the real site against remark-gfm
  "test/pipeline/3-transform/large-input.test.ts", // a 10,000-row table and a 5 MB document
  "test/pipeline/6-check/linkinator/run-linkinator.test.ts", // linkinator crawls of small sites, about 2 s each
  "test/pipeline/6-check/linkinator/external-links.test.ts", // a build with linkinator's crawl
  "test/pipeline/6-check/linkinator/stock-vs-patched.test.ts", // stock and patched linkinator crawling the same sites
  "test/cli-args.test.ts", // a dozen runs of the command-line scripts, each a process of its own
];

/**
 * How long node:test lets a test file run before it stops it. Only a hang reaches it: the slowest files take one to
 * four minutes on a busy 2-core machine (the 5 MB render of large-input.test.ts, the real site's builds).
 */
const FILE_TIMEOUT_MS = 15 * 60_000;

const args = process.argv.slice(2);
const fast = args.includes("--fast");
const filter = args.find((arg) => !arg.startsWith("--"));
const files = (readdirSync("test", { recursive: true }) as string[])
  .filter((f) => f.endsWith(".test.ts") && !f.startsWith("fixtures"))
  .map((f) => `test/${f}`)
  .filter((f) => !filter || f.includes(filter))
  .filter((f) => !fast || !SLOW.some((slow) => (slow.endsWith("/") ? f.startsWith(slow) : f === slow)))
  .sort();

const started = performance.now();
if (files.some((f) => f.startsWith("test/browser/") || f.startsWith("test/deploy/"))) ensureBrowser();
if (files.some((f) => f.startsWith("test/deploy/"))) ensureNginx();

/** The counts of node:test's summary of one file, and how long node:test says the file took. */
interface FileResult {
  file: string;
  ms: number;
  pass: number;
  fail: number;
  /** Whether the file's process failed with no failed test to show for it (a crash, a signal). */
  crashed: boolean;
}

/**
 * Runs one test file with node:test's TAP reporter, copying its output through, and returns the counts of its
 * summary (`# pass N`, `# fail N`, `# cancelled N`, `# duration_ms N`). Without a summary the file counts as one
 * failure, and its time is the process's. The file's process has a temporary folder of its own (`TMPDIR`), removed
 * when it ends, so the sites, caches and browser profiles its tests make there leave nothing behind.
 */
function runFile(file: string, buffered: boolean): Promise<FileResult> {
  const fileStarted = performance.now();
  const print = (text: string) => void (buffered ? (printed += text) : process.stdout.write(text));
  let printed = "";
  print(`# file: ${file}\n`);
  // Traversable by others, as /tmp is: nginx's workers (nobody) read the sites the deploy tests build below it.
  const tmp = mkdtempSync(join(tmpdir(), "folio-test-"));
  chmodSync(tmp, 0o755);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--test", "--test-concurrency=1", `--test-timeout=${FILE_TIMEOUT_MS}`, "--test-reporter=tap", file],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, NODE_ENV: "production", TMPDIR: tmp },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    print(chunk.toString("utf8"));
    output += chunk.toString("utf8");
  });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      rmSync(tmp, { recursive: true, force: true });
      // The summary is node:test's last lines, unindented; a test's own output cannot come after it.
      const count = (name: string) => Number([...output.matchAll(new RegExp(`^# ${name} ([\\d.]+)$`, "gm"))].at(-1)?.[1] ?? NaN);
      const pass = count("pass");
      const fail = count("fail") + count("cancelled");
      const ms = count("duration_ms");
      const summarised = !Number.isNaN(pass) && !Number.isNaN(fail);
      const crashed = !summarised || ((code !== 0 || signal !== null) && fail === 0);
      if (crashed) print(`# ${file} ended with ${signal ?? `exit code ${code}`}${summarised ? " and no failed test" : " before node:test's summary"}\n`);
      if (buffered) process.stdout.write(printed);
      resolve({
        file,
        ms: Number.isNaN(ms) ? performance.now() - fileStarted : ms,
        pass: summarised ? pass : 0,
        fail: (summarised ? fail : 0) + (crashed ? 1 : 0),
        crashed,
      });
    });
  });
}

if (files.length === 0) console.log(`# no test file matches ${JSON.stringify(filter)}`);
// The full run takes one file at a time (browser, nginx and whole builds each want the machine); the fast run's unit
// and fixture tests are independent and mostly start-up, so it keeps every core busy and prints each file whole.
const parallel = fast ? availableParallelism() : 1;
const results: FileResult[] = [];
const queue = [...files];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await runFile(file, parallel > 1));
  }),
);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const passed = results.reduce((sum, r) => sum + r.pass, 0);
const failed = results.reduce((sum, r) => sum + r.fail, 0);
console.log(
  `\n# ${results.length} test file${results.length === 1 ? "" : "s"} in ${seconds(performance.now() - started)}${fast ? " (--fast)" : ""}; the slowest:`,
);
for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`#   ${seconds(r.ms).padStart(8)}  ${r.file}`);
const failing = results.filter((r) => r.fail > 0);
if (failing.length) console.log(`# failing: ${failing.map((r) => `${r.file}${r.crashed ? " (crashed)" : ""}`).join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
