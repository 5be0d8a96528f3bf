import { pageLink } from "./links.ts";

/** Makes the displayed page interactive: copy buttons, and prefetching of links as they come into view. Returns a cleanup. */
export function enhancePage(root: HTMLElement, prefetch: (href: string) => void, baseUrl: string): () => void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(".code-block .copy-button")) {
    button.hidden = false;
    button.onclick = async () => {
      const lines = button.parentElement?.querySelectorAll("pre .line") ?? [];
      const text = [...lines].map((line) => line.textContent ?? "").join("\n");
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = "Copied";
      } catch {
        button.textContent = "Press Ctrl+C";
      }
      setTimeout(() => (button.textContent = "Copy"), 1500);
    };
  }
  if (!("IntersectionObserver" in window)) return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = pageLink(entry.target as HTMLAnchorElement, baseUrl);
      if (href) prefetch(href);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(anchor);
  return () => observer.disconnect();
}
