import { useContext } from "react";
import { markdownTwinFile } from "../../src/shared/paths.ts";
import type { TemplateProps } from "../template-props.ts";
import { Island } from "../parts/island.tsx";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { CopyMarkdownButton } from "../parts/copy-markdown.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { ShellContext } from "../parts/shell-context.ts";
import { Sidebar } from "../parts/sidebar.tsx";
import { TableOfContents } from "../parts/table-of-contents.tsx";
import { VersionBanner } from "../parts/version-banner.tsx";

/** A docs page (guides and the generated API reference): sidebar, content, table of contents. */
export function DocPage({ model, content, islands, sidebarHtml }: TemplateProps) {
  const doc = model.doc!;
  const { sidebarCollapsed } = useContext(ShellContext);
  return (
    <>
      <div className={sidebarCollapsed ? "doc-layout sidebar-hidden" : "doc-layout"}>
        {doc.sidebarId === undefined ? null : sidebarHtml === undefined ? (
          <aside className="sidebar-container">
            <Sidebar key={doc.sidebarId} id={doc.sidebarId} items={doc.sidebar} />
          </aside>
        ) : (
          <aside className="sidebar-container" dangerouslySetInnerHTML={{ __html: sidebarHtml }} />
        )}
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <article className="doc-article">
            {doc.versionBanner ? <VersionBanner banner={doc.versionBanner} siteTitle={model.shell.siteTitle} /> : null}
            <Breadcrumbs crumbs={doc.breadcrumbs} homeHref={model.shell.baseUrl} />
            <div className="page-meta">
              {doc.versionLabel === undefined ? null : <span className="version-badge">Version: {doc.versionLabel}</span>}
              <CopyMarkdownButton href={`${model.shell.baseUrl}${markdownTwinFile(model.route)}`} />
            </div>
            {doc.hideTitle ? null : <h1 tabIndex={-1}>{model.title}</h1>}
            <Island id="content" className="markdown" source={islands?.content}>
              {content}
            </Island>
            <Pagination prev={doc.prev} next={doc.next} label="Docs pages" />
          </article>
          <div className="toc-container">
            <TableOfContents items={doc.toc} />
          </div>
        </main>
      </div>
    </>
  );
}
