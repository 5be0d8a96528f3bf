import type { ReactNode } from "react";
import { BASE_URL_BANNER_SCRIPT } from "../../src/shared/base-url-banner.ts";
import type { PageModel } from "../../src/shared/page-model.ts";

/**
 * The HTML document: head, and a body holding the React app (`#__app`, hydrated by the client script) and the
 * page's data for it (`#__data`, a JSON block the browser never executes).
 */
export function Document({ model, data, children }: { model: PageModel; data: string; children: ReactNode }) {
  const { shell } = model;
  const sidebarTree = model.doc?.sidebarId && shell.assets.sidebars?.[model.doc.sidebarId];
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{model.browserTitle}</title>
        <meta name="description" content={model.description} />
        {model.keywords ? <meta name="keywords" content={model.keywords.join(", ")} /> : null}
        {model.robots !== undefined ? (
          <meta name="robots" content={model.robots} />
        ) : model.unlisted || model.noIndex ? (
          <meta name="robots" content="noindex, nofollow" />
        ) : null}
        <meta name="generator" content={shell.engine} />
        <link rel="canonical" href={model.canonical} />
        <meta property="og:title" content={model.browserTitle} />
        <meta property="og:description" content={model.description} />
        <meta property="og:url" content={model.canonical} />
        <meta property="og:type" content={model.kind === "blog-post" ? "article" : "website"} />
        <meta property="og:site_name" content={shell.siteTitle} />
        <meta property="og:locale" content="en" />
        {model.image ? <meta property="og:image" content={model.image} /> : null}
        <meta name="twitter:card" content={model.image ? "summary_large_image" : "summary"} />
        {model.image ? <meta name="twitter:image" content={model.image} /> : null}
        <meta name="twitter:title" content={model.browserTitle} />
        <meta name="twitter:description" content={model.description} />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href={`${shell.baseUrl}favicon.svg`} type="image/svg+xml" />
        <link rel="manifest" href={`${shell.baseUrl}manifest.webmanifest`} />
        {shell.feeds ? <link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href={shell.feeds.rss} /> : null}
        {shell.feeds ? <link rel="alternate" type="application/atom+xml" title="Blog (Atom)" href={shell.feeds.atom} /> : null}
        {shell.changelogFeed ? <link rel="alternate" type="application/atom+xml" title="API changelog (Atom)" href={shell.changelogFeed} /> : null}
        <link rel="stylesheet" href={shell.assets.css} />
        {shell.assets.versionsCss ? <link rel="stylesheet" href={shell.assets.versionsCss} /> : null}
        {shell.fontStylesheet ? <link rel="stylesheet" href={shell.fontStylesheet} media="print" data-font-stylesheet="" /> : null}
        <script type="module" src={shell.assets.js} />
        {/* The client narrows this tree to the page's sidebar before it hydrates: fetched now, alongside the script. */}
        {sidebarTree ? <link rel="preload" href={sidebarTree} as="fetch" crossOrigin="anonymous" /> : null}
        {model.kind === "home" && shell.baseUrlBanner ? <script dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_SCRIPT }} /> : null}
      </head>
      <body className={`page-${model.kind}`} data-base-url={shell.baseUrl}>
        <div id="__app">{children}</div>
        <script type="application/json" id="__data" dangerouslySetInnerHTML={{ __html: data }} />
      </body>
    </html>
  );
}
