/** The client script: hydrates the page's React app and takes over navigation. Pages never need it to be read. */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { normalizePath } from "../shared/paths.ts";
import { readPageData } from "./load-page.ts";
import { Root } from "./root.tsx";
import { createSidebarTrees, withSidebarView } from "./sidebar-trees.ts";

/** Starts the client: a clean address, the web font, and the hydrated app. The page's boot script (boot.ts) loads it. */
async function start(): Promise<void> {
  if (location.pathname.endsWith("/index.html")) {
    history.replaceState(history.state, "", normalizePath(location.pathname) + location.search + location.hash);
  }
  // The font stylesheet starts as media="print" so it never blocks the first paint.
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-font-stylesheet]")) link.media = "all";
  const root = document.getElementById("__app");
  if (!root) return;
  const baseUrl = document.body.dataset.baseUrl ?? "/";
  const trees = createSidebarTrees();
  let initial;
  try {
    // The sidebar's tree is preloaded by the page's head, alongside this script.
    initial = await withSidebarView(readPageData(document), trees);
  } catch (error) {
    // The page stays as the server wrote it: every link still works, as full page loads.
    console.warn("The page could not be made interactive.", error);
    return;
  }
  // As a transition, React hydrates in slices that leave the main thread free between them, not in one long task
  // (https://react.dev/reference/react/startTransition): a reader's input is never held up by hydration.
  startTransition(() => {
    hydrateRoot(root, <Root initial={initial} baseUrl={baseUrl} trees={trees} />);
  });
}

void start();
