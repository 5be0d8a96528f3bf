import { useContext, useState } from "react";
import { ShellContext } from "./shell-context.ts";

/** Copies the page's markdown twin (`<route>.md`) to the clipboard; shown only when JavaScript runs. */
export function CopyMarkdownButton({ href }: { href: string }) {
  const { interactive } = useContext(ShellContext);
  const [label, setLabel] = useState("Copy page as markdown");
  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setLabel("Copied");
    } catch {
      setLabel("Copy failed: open the .md link");
    }
    setTimeout(() => setLabel("Copy page as markdown"), 2000);
  };
  return (
    <span className="page-actions">
      <button type="button" className="copy-markdown" hidden={!interactive} onClick={copy}>
        {label}
      </button>{" "}
      <a href={href} className="markdown-link">
        View as markdown
      </a>
    </span>
  );
}
