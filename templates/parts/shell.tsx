import type { ReactNode } from "react";
import type { PageModel } from "../../src/shared/page-model.ts";
import { Navbar } from "./navbar.tsx";

export interface ShellState {
  /** A page load has taken longer than the progress delay. */
  progress?: boolean;
  /** Read out by screen readers after a client navigation. */
  announcement?: string;
}

/** What surrounds every page's body: skip link, menu toggle, navbar, footer, progress bar and route announcer. */
export function Shell({ model, state = {}, children }: { model: PageModel; state?: ShellState; children: ReactNode }) {
  const { shell } = model;
  return (
    <>
      {state.progress ? <div className="progress-bar" role="progressbar" aria-label="Loading the next page" /> : null}
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Navbar shell={shell} route={model.route} hasSidebar={!!model.doc?.sidebarId} />
      <div className="page">{children}</div>
      <footer className="footer">
        <div className="footer-columns">
          {shell.footer.columns.map((column) => (
            <div key={column.title} className="footer-column">
              <p className="footer-title">{column.title}</p>
              <ul>
                {column.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="copyright">{shell.footer.copyright}</p>
      </footer>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.announcement ?? ""}
      </div>
    </>
  );
}
