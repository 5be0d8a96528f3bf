/** A page part loaded on demand: a loading screen while it loads, the error and a Retry button if it fails. */

export type MountPart = (root: HTMLElement) => Promise<void> | void;

/** Shows the loading screen in `root`, runs `load`, and on failure shows its message with a Retry button that runs it again. */
export function mountPagePart(root: HTMLElement, load: () => Promise<MountPart>): void {
  const attempt = async () => {
    root.replaceChildren(loadingScreen());
    try {
      const mount = await load();
      root.replaceChildren();
      await mount(root);
    } catch (error) {
      root.replaceChildren(errorScreen(error, attempt));
    }
  };
  void attempt();
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
