import type { Crumb } from "../../src/shared/page-model.ts";

/** The categories leading to the page. */
export function Breadcrumbs({ crumbs, homeHref }: { crumbs: Crumb[]; homeHref: string }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <a href={homeHref} aria-label="Home page">
            Home
          </a>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < crumbs.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
