import { pageLink } from "./links.ts";
import { enhanceTabs } from "./enhance-tabs.ts";

/** Makes the displayed page interactive: copy buttons, tabs, the table of contents following the reading position, and prefetching of links as they come into view. Returns a cleanup. */
export function enhancePage(root: HTMLElement, prefetch: (href: string) => void, baseUrl: string): () => void {
  const stopTabs = enhanceTabs(root);
  for (const button of root.querySelectorAll<HTMLButtonElement>(".code-block .copy-button")) {
    button.hidden = false;
    button.onclick = async () => {
      const text = button.parentElement?.querySelector("pre code")?.textContent ?? "";
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = "Copied";
      } catch {
        button.textContent = "Press Ctrl+C";
      }
      setTimeout(() => (button.textContent = "Copy"), 1500);
    };
  }
  if (!("IntersectionObserver" in window)) return stopTabs;
  const stopToc = highlightToc(root);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = pageLink(entry.target as HTMLAnchorElement, baseUrl);
      if (href) prefetch(href);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(anchor);
  return () => {
    observer.disconnect();
    stopToc();
    stopTabs();
  };
}

/** Marks the table-of-contents link of the heading the reader is at: the last one above the upper third of the window. */
function highlightToc(root: HTMLElement): () => void {
  const links = new Map([...root.querySelectorAll<HTMLAnchorElement>(".toc a[href^='#']")].map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
  const headings = [...links.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
  if (!headings.length) return () => {};
  const update = () => {
    const line = window.innerHeight / 3;
    let current = headings[0]!;
    for (const heading of headings) if (heading.getBoundingClientRect().top <= line) current = heading;
    for (const [id, link] of links) link.classList.toggle("active", id === current.id);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
