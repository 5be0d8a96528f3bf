import type { ReactNode } from "react";
import type { PageModel } from "../../src/transform/index.ts";
import { Navbar } from "./navbar.tsx";

/** The document around every page: head, skip link, navbar, the page body, footer. */
export function Layout({ model, children, head }: { model: PageModel; children: ReactNode; head?: ReactNode }) {
  const { shell } = model;
  const hasSidebar = !!model.doc;
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{model.browserTitle}</title>
        <meta name="description" content={model.description} />
        <meta name="generator" content={shell.engine} />
        <link rel="canonical" href={model.canonical} />
        <meta property="og:title" content={model.browserTitle} />
        <meta property="og:description" content={model.description} />
        <meta property="og:url" content={model.canonical} />
        <meta property="og:type" content={model.kind === "blog-post" ? "article" : "website"} />
        <meta property="og:site_name" content={shell.siteTitle} />
        <meta property="og:locale" content="en" />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={model.browserTitle} />
        <meta name="twitter:description" content={model.description} />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href={`${shell.baseUrl}favicon.svg`} type="image/svg+xml" />
        <link rel="manifest" href={`${shell.baseUrl}manifest.webmanifest`} />
        <link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href={`${shell.baseUrl}blog/rss.xml`} />
        <link rel="alternate" type="application/atom+xml" title="Blog (Atom)" href={`${shell.baseUrl}blog/atom.xml`} />
        <link rel="stylesheet" href={shell.assets.css} />
        {shell.fontStylesheet ? <link rel="stylesheet" href={shell.fontStylesheet} media="print" data-font-stylesheet="" /> : null}
        <script type="module" src={shell.assets.js} />
        {head}
      </head>
      <body className={`page-${model.kind}`} data-base-url={shell.baseUrl}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <input type="checkbox" id="menu-toggle" className="menu-checkbox" aria-label="Show the menu" />
        <Navbar shell={shell} hasSidebar={hasSidebar} />
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
      </body>
    </html>
  );
}
