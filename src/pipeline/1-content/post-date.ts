import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Returns the day (`YYYY-MM-DD`, UTC) a post with no date in its name or front matter is dated, as Docusaurus dates
 * it: the commit that added the file, when git tracks it, else the file's creation time (its modification time where
 * the file system keeps none).
 */
export function fileCreatedDay(path: string): string {
  return gitAddedDay(path) ?? fileTimeDay(path);
}

/**
 * Returns the day of the commit that added the file (`git log --max-count=1 --follow --diff-filter=A`, as Docusaurus'
 * `getFileCommitDate` asks git), undefined outside git.
 */
function gitAddedDay(path: string): string | undefined {
  const git = spawnSync("git", ["log", "--format=%ct", "--max-count=1", "--follow", "--diff-filter=A", "--", path], {
    cwd: dirname(path),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const seconds = git.status === 0 ? Number(git.stdout.trim()) : Number.NaN;
  return seconds > 0 ? new Date(seconds * 1000).toISOString().slice(0, 10) : undefined;
}

function fileTimeDay(path: string): string {
  const stats = statSync(path);
  return new Date(stats.birthtimeMs > 0 ? stats.birthtimeMs : stats.mtimeMs).toISOString().slice(0, 10);
}
