import type { PageLink } from "../../src/shared/page-model.ts";

/** Previous and next links at the foot of a page. */
export function Pagination({
  prev,
  next,
  label,
  prevLabel = "Previous",
  nextLabel = "Next",
}: {
  prev?: PageLink;
  next?: PageLink;
  label: string;
  prevLabel?: string;
  nextLabel?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={label} className="pagination">
      {prev ? (
        <a className="pagination-link prev" href={prev.href} rel="prev">
          <span className="pagination-sub">{prevLabel}</span>
          <span className="pagination-label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link next" href={next.href} rel="next">
          <span className="pagination-sub">{nextLabel}</span>
          <span className="pagination-label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
