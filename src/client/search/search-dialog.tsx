/**
 * The search dialog: a modal <dialog> with a combobox and a listbox of results. Its code and index load the first
 * time it opens (loading screen, or the error and Retry), never with the page.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { LoadError, LoadingScreen } from "../../../templates/parts/loading.tsx";
import { useLoader } from "../../../templates/parts/use-loader.ts";
import type { AssetManifest } from "../../pipeline/3-transform/page-types.ts";
import type { SearchHit } from "../../shared/search-query.ts";
import type { SearchEngine } from "./engine.ts";
import { SearchResults, hitUrl, optionId } from "./search-results.tsx";

const LISTBOX = "search-listbox";

export interface SearchDialogProps {
  open: boolean;
  assets: AssetManifest;
  onClose(): void;
  /** Opens a URL of the site through the client router. */
  navigate(url: string): void;
}

/** The modal search dialog; focus returns to where it was when the dialog closes. */
export function SearchDialog({ open, assets, onClose, navigate }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [complete, setComplete] = useState(false);
  const [engine, retry] = useLoader(async () => {
    const module = (await import(/* @vite-ignore */ assets.search)) as typeof import("./engine.ts");
    return module.createSearchEngine(assets.searchIndex!);
  }, wanted);
  const ready: SearchEngine | undefined = engine.status === "done" ? engine.value : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    setWanted(true);
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    input.current?.focus();
    input.current?.select();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, [open]);

  useEffect(() => {
    if (!ready || !open || complete) return;
    let live = true;
    void ready.loadFull().then((loaded) => live && loaded && setComplete(true));
    return () => {
      live = false;
    };
  }, [ready, open, complete]);

  const hits: SearchHit[] = useMemo(() => (ready && query.trim() ? ready.search(query) : []), [ready, query, complete]);
  useEffect(() => setActive(0), [hits]);

  const openHit = (hit: SearchHit) => {
    onClose();
    const url = hitUrl(hit);
    if (hit.route === location.pathname) {
      if (hit.id) location.hash = hit.id;
    } else {
      navigate(url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
  };

  const status = !ready || !query.trim() ? "" : hits.length ? `${hits.length} ${hits.length === 1 ? "result" : "results"} for ${query.trim()}` : `No results for ${query.trim()}`;

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
        {engine.status === "loading" ? <LoadingScreen /> : null}
        {engine.status === "error" ? <LoadError error={engine.error} onRetry={retry} /> : null}
        <SearchResults id={LISTBOX} hits={hits} active={active} onOpen={openHit} onHover={setActive} />
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
