/**
 * The one way the browser loads a part on demand (the playground editor, the search code, the search index) so that
 * Retry really fetches it again. A browser may keep a failed `import()` of a URL in its module map (Firefox, Safari,
 * Chromium before its ModuleMapDoNotCacheFailedFetch feature), and a cache on the way may keep a failed response:
 * asking for the same URL again then fails again without touching the network.
 */

/** How often each URL has failed to load, by the URL the caller asked for. */
const failures = new Map<string, number>();

/** Returns `url` with a `retry=N` query, a URL no module map or cache has seen fail. */
export function retryUrl(url: string, attempt: number): string {
  const hash = url.indexOf("#");
  const [path, fragment] = hash < 0 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return `${path}${path.includes("?") ? "&" : "?"}retry=${attempt}${fragment}`;
}

/**
 * Returns what `load` makes of `url`. After each failure the next call asks for `url` with a new `retry=N` query;
 * once a load succeeds the URL stays the same, so importing again gives back the module already loaded.
 */
export async function loadAfresh<T>(url: string, load: (url: string) => Promise<T>): Promise<T> {
  const failed = failures.get(url) ?? 0;
  try {
    return await load(failed ? retryUrl(url, failed) : url);
  } catch (error) {
    failures.set(url, Math.max(failures.get(url) ?? 0, failed + 1));
    throw error;
  }
}
