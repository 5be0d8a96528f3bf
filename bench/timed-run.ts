import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface TimedRun {
  status: number | null;
  stdout: string;
  /** What the command wrote to stderr, without the accounting line. */
  stderr: string;
  /** From the command's start to its exit. */
  wallMs: number;
  /** User and system CPU time of the command, all its threads, and the processes it started (see `runTimed`). */
  userMs: number;
  sysMs: number;
  cpuMs: number;
  /** The peak resident memory of the largest process of the tree, in KB (with python3 only). */
  maxRssKb?: number;
  /** `tree`: the command and every process it started; `process`: the command and the children it waited for. */
  accounting: "tree" | "process";
}

/**
 * Python, as a child subreaper: a process the command starts and leaves running (the build's esbuild service) is
 * reparented here when the command exits, and waited for, so that getrusage(RUSAGE_CHILDREN) counts the whole tree.
 * Prints the figures as JSON on the last line of stderr.
 */
const SUBREAPER = `
import ctypes, json, os, resource, sys, time
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
started = time.monotonic()
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
_, status = os.waitpid(pid, 0)
wall = time.monotonic() - started
left = 0
deadline = time.monotonic() + 30
while True:
    try:
        done, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if done == 0:
        if time.monotonic() > deadline:
            left = 1
            break
        time.sleep(0.005)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stdout.flush()
sys.stderr.write("\\n" + json.dumps({"wall": wall, "user": usage.ru_utime, "sys": usage.ru_stime, "maxrss": usage.ru_maxrss, "left": left}) + "\\n")
sys.exit(os.waitstatus_to_exitcode(status) % 256)
`;

const PYTHON = "/usr/bin/python3";

/** `m` and `s` of bash's `times`, e.g. `1m2.345s`, in milliseconds. */
const toMs = (minutes: string, seconds: string) => Math.round(Number(minutes) * 60_000 + Number(seconds) * 1000);

/**
 * Runs `command` and returns its output, wall time and CPU time. With python3 (Debian's), the CPU time is the whole
 * process tree's (see `SUBREAPER`); without it, bash's `times` gives the command's and that of the children it waited
 * for, which leaves out a process the command leaves running when it exits.
 */
export function runTimed(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): TimedRun {
  const tree = existsSync(PYTHON);
  const started = performance.now();
  const run = tree
    ? spawnSync(PYTHON, ["-c", SUBREAPER, command, ...args], { encoding: "utf8", cwd: options.cwd, env: options.env ?? process.env, maxBuffer: 64 << 20 })
    : spawnSync("bash", ["-c", '"$@"; status=$?; times >&2; exit $status', "bash", command, ...args], {
        encoding: "utf8",
        cwd: options.cwd,
        env: options.env ?? process.env,
        maxBuffer: 64 << 20,
      });
  const elapsed = performance.now() - started;
  if (run.error) throw run.error;
  const lines = run.stderr.trimEnd().split("\n");
  const fail = () => new Error(`no CPU accounting for ${command}:\n${run.stdout}${run.stderr}`);
  if (tree) {
    let figures: { wall: number; user: number; sys: number; maxrss: number; left: number };
    try {
      figures = JSON.parse(lines.at(-1) ?? "") as typeof figures;
    } catch {
      throw fail();
    }
    if (figures.left) throw new Error(`${command} left a process running for 30 s after it exited`);
    const userMs = Math.round(figures.user * 1000);
    const sysMs = Math.round(figures.sys * 1000);
    return {
      status: run.status,
      stdout: run.stdout,
      stderr: lines.slice(0, -1).join("\n").trimEnd(),
      wallMs: figures.wall * 1000,
      userMs,
      sysMs,
      cpuMs: userMs + sysMs,
      maxRssKb: figures.maxrss,
      accounting: "tree",
    };
  }
  // The last line is the children's times; the one before, bash's own.
  const children = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1) ?? "");
  if (!children) throw fail();
  const userMs = toMs(children[1]!, children[2]!);
  const sysMs = toMs(children[3]!, children[4]!);
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: lines.slice(0, -2).join("\n"),
    wallMs: elapsed,
    userMs,
    sysMs,
    cpuMs: userMs + sysMs,
    accounting: "process",
  };
}
