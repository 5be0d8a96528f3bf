/** Recent playground runs in localStorage: the page's form opens with the newest, the editor adds each run. */
import type { PlaygroundRun as Run } from "./playground-url.ts";

export type { Run };

const KEY = "playground-history";
const LIMIT = 10;

/** Returns the recent runs, newest first; none when storage is unavailable or holds something else. */
export function readHistory(): Run[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((r) => typeof r?.query === "string" && typeof r?.variables === "string").slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/** Stores `run` as the newest entry (without duplicates) and returns the list. */
export function saveHistory(run: Run): Run[] {
  const list = [run, ...readHistory().filter((r) => r.query !== run.query || r.variables !== run.variables)].slice(0, LIMIT);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the history is a convenience only.
  }
  return list;
}
