/**
 * Author mode only (`npm start`): listens to the dev server, reloads the page when its HTML changed, and shows
 * build errors over the page until the next good build. Never part of a production build.
 */
import { normalizePath } from "../shared/paths.ts";

type DevEvent = { type: "ok"; routes: string[] } | { type: "error"; errors: string };

const OVERLAY_ID = "__dev-overlay";

/** Connects to the dev server's event stream; EventSource reconnects by itself when the server restarts. */
function connect(): void {
  const events = new EventSource("/__dev/events");
  events.onmessage = (message) => {
    const event = JSON.parse(message.data as string) as DevEvent;
    if (event.type === "error") return showOverlay(event.errors);
    hideOverlay();
    const here = normalizePath(location.pathname);
    const waitingForFirstBuild = document.title === "Build failed" && event.routes.length > 0;
    if (waitingForFirstBuild || event.routes.some((route) => normalizePath(route) === here)) location.reload();
  };
}

/** Shows the build's errors in a full-page panel; styles go through the CSSOM, which the CSP allows. */
function showOverlay(errors: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement("div");
    overlay.id = OVERLAY_ID;
    overlay.setAttribute("role", "alert");
    Object.assign(overlay.style, {
      position: "fixed",
      inset: "0",
      zIndex: "2147483647",
      overflow: "auto",
      padding: "2rem",
      background: "rgba(20, 20, 28, 0.94)",
      color: "#ffd7d7",
      font: "14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace",
    });
    const heading = document.createElement("h2");
    heading.textContent = "The build failed. The page below is the last good build.";
    Object.assign(heading.style, { color: "#fff", font: "600 18px/1.4 system-ui, sans-serif", margin: "0 0 1rem" });
    const body = document.createElement("pre");
    Object.assign(body.style, { whiteSpace: "pre-wrap", margin: "0" });
    const hint = document.createElement("p");
    hint.textContent = "Fix the file and save: this panel closes by itself after the next good build.";
    Object.assign(hint.style, { color: "#ccc", font: "14px/1.4 system-ui, sans-serif", marginTop: "1.5rem" });
    overlay.append(heading, body, hint);
    document.body.append(overlay);
  }
  overlay.querySelector("pre")!.textContent = errors;
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

connect();
