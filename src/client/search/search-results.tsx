/** The list of results: page title, section, heading and an excerpt whose matched words are <mark> elements. */
import { useEffect, useRef } from "react";
import { searchExcerpt } from "../../shared/search-excerpt.ts";
import type { SearchHit } from "../../shared/search-query.ts";

/** Returns the id of a result's option element, for aria-activedescendant. */
export function optionId(index: number): string {
  return `search-option-${index}`;
}

/** Returns the address a result opens: its page, at its heading when it has one. */
export function hitUrl(hit: SearchHit): string {
  return hit.id ? `${hit.route}#${hit.id}` : hit.route;
}

/** The listbox of results; the active one is scrolled into view, a click opens one. */
export function SearchResults({
  id,
  hits,
  active,
  onOpen,
  onHover,
  showVersion = false,
}: {
  id: string;
  hits: SearchHit[];
  active: number;
  onOpen(hit: SearchHit): void;
  onHover(index: number): void;
  /** Name each hit's docs version: results of every version are listed. */
  showVersion?: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: "nearest" });
  }, [active, hits]);
  return (
    <ul ref={list} id={id} role="listbox" aria-label="Search results" className="search-results" hidden={!hits.length}>
      {hits.map((hit, i) => (
        <li
          key={`${hit.route}#${hit.id}`}
          role="none"
          className={i === active ? "search-result active" : "search-result"}
          onMouseMove={() => i !== active && onHover(i)}
          onClick={(event) => {
            // A click with a modifier is the browser's (a new tab or window); a plain one opens the result here.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(hit);
          }}
        >
          {/* The link is the option itself: an option holding a link would nest two controls. */}
          <a href={hitUrl(hit)} tabIndex={-1} id={optionId(i)} role="option" aria-selected={i === active}>
            <HitText hit={hit} showVersion={showVersion} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What a result says: page title, section, its docs version when every version is listed, heading and excerpt. */
function HitText({ hit, showVersion }: { hit: SearchHit; showVersion: boolean }) {
  const tag = (className: string, text: string) => (
    <>
      {" "}
      <span className={className}>{text}</span>
    </>
  );
  return (
    <>
      <span className="search-result-title">{hit.title}</span>
      {hit.section ? tag("search-result-section", hit.section) : null}
      {showVersion && hit.version ? tag("search-result-version", hit.version) : null}
      {hit.heading ? tag("search-result-heading", hit.heading) : null}
      {hit.text ? (
        <span className="search-result-excerpt">
          {searchExcerpt(hit.text, hit.terms).map((part, n) => (part.mark ? <mark key={n}>{part.text}</mark> : part.text))}
        </span>
      ) : null}
    </>
  );
}
