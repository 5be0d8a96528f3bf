import type { ReactNode } from "react";
import type { PageModel } from "../../src/shared/page-model.ts";

/**
 * A blog page beside the blog's sidebar (its newest posts by year, `PageModel.blogSidebar`), as Docusaurus lays out
 * its blog; without a sidebar, the page alone.
 */
export function BlogLayout({ model, children }: { model: PageModel; children: ReactNode }) {
  const sidebar = model.blogSidebar;
  if (!sidebar) return <>{children}</>;
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
        <p className="blog-sidebar-title">{sidebar.title}</p>
        {sidebar.years.map((year) => (
          <div key={year.year} role="group" aria-label={year.year}>
            <p className="blog-sidebar-year" aria-hidden="true">
              {year.year}
            </p>
            <ul>
              {year.posts.map((post) => (
                <li key={post.href}>
                  <a href={post.href} aria-current={post.active ? "page" : undefined} className={post.active ? "active" : undefined}>
                    {post.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {children}
    </div>
  );
}
