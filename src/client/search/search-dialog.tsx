/**
 * The search dialog: a modal <dialog> with a combobox and a listbox of results. Its code and index load the first
 * time it opens (loading screen, or the error and Retry), never with the page.
 */
import { useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from "react";
import { LoadError, LoadingScreen } from "../../../templates/parts/loading.tsx";
import type { AssetManifest } from "../../shared/page-model.ts";
import type { SearchScope } from "../../shared/search-options.ts";
import type { SearchHit } from "../../shared/search-query.ts";
import { SearchResults, hitUrl, optionId } from "./search-results.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";
import { useSearcher } from "./use-searcher.ts";
import { useSearchQuery } from "./use-search-query.ts";

const LISTBOX = "search-listbox";

export interface SearchDialogProps {
  open: boolean;
  assets: AssetManifest;
  onClose(): void;
  /** Opens a URL of the site through the client router. */
  navigate(url: string): void;
  /** On a site with docs versions, the versions search starts in and the label of the one being read (or the last one). */
  version?: { label: string; versions: SearchScope };
}

/** The modal search dialog; focus returns to where it was when the dialog closes. */
export function SearchDialog({ open, assets, onClose, navigate, version }: SearchDialogProps) {
  const { dialog, input } = useModalDialog(open);
  const { searcher, retry, ready, complete } = useSearcher(assets, open);
  const [allVersions, setAllVersions] = useState(false);
  const scope = version === undefined || allVersions ? undefined : version.versions;
  const { query, setQuery, hits, active, setActive, status } = useSearchQuery(ready, complete, scope);
  const openHit = (hit: SearchHit) => goToHit(hit, onClose, navigate);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => moveOrOpen(event, { hits, active, setActive, onClose, openHit });

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-modal="true"
      aria-labelledby="search-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
      onKeyDown={(event) => trapFocus(event, dialog.current)}
    >
      <div className="search-panel">
        <h2 id="search-title" className="visually-hidden">
          Search the docs
        </h2>
        <SearchBar input={input} query={query} setQuery={setQuery} hits={hits} active={active} onKeyDown={onKeyDown} onClose={onClose} />
        {version === undefined ? null : <VersionScope version={version.label} all={allVersions} onToggle={() => setAllVersions((all) => !all)} />}
        {searcher.status === "loading" ? <LoadingScreen /> : null}
        {searcher.status === "error" ? <LoadError error={searcher.error} onRetry={retry} /> : null}
        <SearchResults id={LISTBOX} hits={hits} active={active} onOpen={openHit} onHover={setActive} showVersion={allVersions} />
        {/* role="status" is a polite live region: the count is read out as it changes. */}
        <p className="search-status" role="status" aria-atomic="true">
          {status}
        </p>
        {ready && !complete && query.trim() ? <p className="search-note">Searching titles, headings and API names; page text follows in a moment.</p> : null}
        <p className="search-help">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}

interface SearchBarProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  setQuery(query: string): void;
  hits: SearchHit[];
  active: number;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onClose(): void;
}

/** The combobox the query is typed in, and the Close button. */
function SearchBar({ input, query, setQuery, hits, active, onKeyDown, onClose }: SearchBarProps) {
  return (
    <div className="search-bar">
      <input
        ref={input}
        type="search"
        className="search-input"
        role="combobox"
        aria-label="Search the docs"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={LISTBOX}
        aria-activedescendant={hits.length ? optionId(active) : undefined}
        placeholder="Search pages, API names and headings"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="search-close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The line above the results on a site with docs versions: which version is searched, and a button for the others. */
function VersionScope({ version, all, onToggle }: { version: string; all: boolean; onToggle(): void }) {
  return (
    <p className="search-scope">
      {all ? "Searching every docs version." : `Searching docs version ${version}.`}{" "}
      <button type="button" className="search-scope-toggle" onClick={onToggle}>
        {all ? `Search ${version} only` : "Search all versions"}
      </button>
    </p>
  );
}

/** Closes the dialog and goes to a hit: on this page by its hash alone, on another page through the client router. */
function goToHit(hit: SearchHit, onClose: () => void, navigate: (url: string) => void): void {
  onClose();
  const url = hitUrl(hit);
  if (hit.route === location.pathname) {
    if (hit.id) location.hash = hit.id;
  } else {
    navigate(url);
  }
}

interface ComboboxState {
  hits: SearchHit[];
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  onClose(): void;
  openHit(hit: SearchHit): void;
}

/** Handles the combobox's keys: the arrows move through the hits (wrapping), Escape closes the dialog and Enter opens the active hit. */
function moveOrOpen(event: KeyboardEvent<HTMLInputElement>, { hits, active, setActive, onClose, openHit }: ComboboxState): void {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    if (hits.length) setActive((i) => (i + (event.key === "ArrowDown" ? 1 : hits.length - 1)) % hits.length);
  } else if (event.key === "Escape") {
    // A search field would only clear itself on the first Escape; here Escape always closes.
    event.preventDefault();
    onClose();
  } else if (event.key === "Enter" && hits[active]) {
    event.preventDefault();
    openHit(hits[active]);
  }
}

/** Keeps Tab and Shift-Tab inside the dialog, wrapping from the last control to the first and back. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement | null): void {
  if (event.key !== "Tab" || !dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>("input, button, [href]:not([tabindex='-1'])")].filter((el) => !el.closest("[hidden]"));
  if (!controls.length) return;
  const [first, last] = [controls[0], controls.at(-1)!];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
