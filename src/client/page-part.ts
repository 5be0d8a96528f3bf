/** A page part loaded on demand: a loading screen while it loads, the error and a Retry button if it fails. */

/** Mounts the part into `root`; may return a function that unmounts it. */
export type MountPart = (root: HTMLElement) => Promise<(() => void) | void> | (() => void) | void;

/** Shows the loading screen in `root`, runs `load`, and on failure shows its message with a Retry button; returns a canceller. */
export function mountPagePart(root: HTMLElement, load: () => Promise<MountPart>): () => void {
  let cancelled = false;
  let unmount: (() => void) | void;
  const attempt = async () => {
    root.replaceChildren(loadingScreen());
    try {
      const mount = await load();
      if (cancelled) return;
      root.replaceChildren();
      unmount = await mount(root);
    } catch (error) {
      if (!cancelled) root.replaceChildren(errorScreen(error, attempt));
    }
  };
  void attempt();
  return () => {
    cancelled = true;
    unmount?.();
  };
}

function loadingScreen(): HTMLElement {
  const screen = document.createElement("div");
  screen.className = "loading-screen";
  screen.setAttribute("role", "status");
  const spinner = document.createElement("span");
  spinner.className = "spinner";
  spinner.setAttribute("aria-hidden", "true");
  screen.append(spinner, "Loading…");
  return screen;
}

function errorScreen(error: unknown, retry: () => void): HTMLElement {
  const screen = document.createElement("div");
  screen.className = "loading-screen loading-error";
  screen.setAttribute("role", "alert");
  const message = document.createElement("p");
  message.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Retry";
  button.addEventListener("click", retry);
  screen.append(message, button);
  return screen;
}
