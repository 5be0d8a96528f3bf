import type { ReactNode } from "react";

/**
 * Markdown content inside the React app. The build renders its children; in the browser the same element takes the
 * HTML already on the page (or fetched with the next page) untouched, so content is never shipped twice.
 */
export function Island({ id, className, html, children }: { id: string; className: string; html?: string; children?: ReactNode }) {
  return html !== undefined ? (
    <div className={className} data-island={id} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className={className} data-island={id}>
      {children}
    </div>
  );
}
