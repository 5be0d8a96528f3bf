import { useCallback, useEffect, useState } from "react";

export type Loaded<T> = { status: "idle" } | { status: "loading" } | { status: "done"; value: T } | { status: "error"; error: unknown };

/**
 * Returns the state of an on-demand load and a retry; it starts when `start` is true and ignores results after unmount.
 * A `load` that fetches code or data asks through loadAfresh (src/shared/load-afresh.ts), so a retry fetches it anew.
 */
export function useLoader<T>(load: () => Promise<T>, start: boolean): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!start) return;
    let live = true;
    setState({ status: "loading" });
    load().then(
      (value) => live && setState({ status: "done", value }),
      (error) => live && setState({ status: "error", error }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; a new attempt or `start` is what restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
