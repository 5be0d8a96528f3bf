/** Prefetching of the pages links point to, unless the reader's connection asks us not to. */

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Returns false on data-saver or a 2g connection, where prefetching would cost the reader. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !["slow-2g", "2g"].includes(connection.effectiveType ?? "");
}

function supportsPrefetchHint(): boolean {
  const link = document.createElement("link");
  return !!link.relList?.supports?.("prefetch");
}

/** Hints the browser to fetch `url` in idle time: a `<link rel="prefetch">`, or a GET with credentials where that is missing. */
export function prefetch(url: string): Promise<boolean> {
  if (supportsPrefetchHint()) {
    return new Promise((resolve) => {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = url;
      link.onload = () => resolve(true);
      link.onerror = () => resolve(false);
      document.head.append(link);
    });
  }
  return fetch(url, { credentials: "include" }).then(
    (response) => response.status === 200,
    () => false,
  );
}

/**
 * Calls `work` when the browser is idle (`requestIdleCallback`, which Safari lacks: there, on a later task). Hints
 * wait for it: each `<link rel="prefetch">` starts a request, about a millisecond of main thread, and a page shows
 * dozens of links at once, a task long enough to delay a reader's input.
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 50);
}
