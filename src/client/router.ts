/** Client navigation without the DOM: load the next page first, show progress only when it is slow, drop stale loads. */

export type NavigationMode = "push" | "pop" | "replace";

export interface RouterHooks<Page> {
  /** Show or hide the progress bar. */
  progress(visible: boolean): void;
  /** The page has loaded and is the latest one asked for: display it. */
  display(page: Page, url: string, mode: NavigationMode): void;
  /** The latest load failed. */
  fail(url: string, error: unknown): void;
}

export interface RouterOptions<Page> {
  loadPage(url: string): Promise<Page>;
  hooks: RouterHooks<Page>;
  /** Milliseconds a load may take before the progress bar appears (1000: a faster page never shows it). */
  progressDelay?: number;
}

export interface Router {
  navigate(url: string, mode: NavigationMode): Promise<void>;
}

/** Returns a router; only the most recent navigation ever displays or fails, earlier ones are ignored. */
export function createRouter<Page>({ loadPage, hooks, progressDelay = 1000 }: RouterOptions<Page>): Router {
  let latest = 0;
  return {
    async navigate(url, mode) {
      const id = ++latest;
      const timer = setTimeout(() => {
        if (id === latest) hooks.progress(true);
      }, progressDelay);
      let page: Page;
      try {
        page = await loadPage(url);
      } catch (error) {
        clearTimeout(timer);
        if (id !== latest) return;
        hooks.progress(false);
        hooks.fail(url, error);
        return;
      }
      clearTimeout(timer);
      if (id !== latest) return;
      hooks.progress(false);
      hooks.display(page, url, mode);
    },
  };
}
