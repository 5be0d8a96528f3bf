/** The client script: enhances the static pages. It must never be needed to read them. */
import { mountPagePart, type MountPart } from "./page-part.ts";

function enhanceCodeBlocks(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(".code-block .copy-button")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      const lines = button.parentElement?.querySelectorAll("pre .line") ?? [];
      const text = [...lines].map((line) => line.textContent ?? "").join("\n");
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = "Copied";
      } catch {
        button.textContent = "Press Ctrl+C";
      }
      setTimeout(() => (button.textContent = "Copy"), 1500);
    });
  }
}

function loadFontStylesheet(): void {
  // The font stylesheet starts as media="print" so it never blocks the first paint.
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-font-stylesheet]")) link.media = "all";
}

function mountPageParts(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-page-part][data-src]")) {
    mountPagePart(root, async () => {
      const module = (await import(root.dataset.src!)) as { default: MountPart };
      return module.default;
    });
  }
}

enhanceCodeBlocks(document);
loadFontStylesheet();
mountPageParts();
