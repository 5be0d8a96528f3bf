import { useLayoutEffect, useRef, type ReactNode } from "react";

/** React never sets the content of a browser island: its effect copies the nodes in. */
const NO_HTML = { __html: "" };

/**
 * Markdown content inside the React app. The build renders its children. In the browser the element shows `source`,
 * the same island of the page on screen (hydration keeps it untouched) or of a fetched page: its parsed nodes are
 * copied in, so content is never shipped twice nor parsed twice.
 */
export function Island({ id, className, source, children }: { id: string; className: string; source?: Element; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const live = ref.current;
    if (!source || !live || source === live) return;
    live.replaceChildren(...document.importNode(source, true).childNodes);
  }, [source]);
  return source ? (
    <div ref={ref} className={className} data-island={id} dangerouslySetInnerHTML={NO_HTML} />
  ) : (
    <div className={className} data-island={id}>
      {children}
    </div>
  );
}
