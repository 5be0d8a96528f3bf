import { useContext, useEffect, useRef, useState, type RefObject } from "react";
import type { SidebarViewItem } from "../../src/shared/index.ts";
import { ShellContext } from "./shell-context.ts";

/**
 * The docs sidebar: the open branches are in the HTML, and closed ones up to a limit; with the client running, a
 * category left out shows its items from the sidebar's tree when opened.
 */
export function Sidebar({ id, items }: { id: string; items: SidebarViewItem[] }) {
  const { categoryItems, interactive, sidebarCollapsed, toggleSidebar } = useContext(ShellContext);
  // A long top level shows a window of its items, as a long category does ('' is the top level's id).
  const top = useShowAll(items, interactive ? categoryItems("") : undefined);
  const label = sidebarCollapsed ? "Expand sidebar" : "Collapse sidebar";
  return (
    <nav aria-label="Docs sidebar" data-sidebar={id} className="sidebar">
      <button
        type="button"
        className="sidebar-collapse"
        hidden={!interactive}
        aria-label={label}
        title={label}
        aria-expanded={!sidebarCollapsed}
        onClick={toggleSidebar}
      >
        {sidebarCollapsed ? "»" : "«"}
      </button>
      <SidebarList items={top.items ?? items} level={1} showAll={top.showAll} listRef={top.list} />
    </nav>
  );
}

/**
 * One level of the tree. Items carry no classes (but the few "more" ones) and categories no sizes: the sidebar is a
 * large part of a reference page's HTML, and the stylesheet reaches its items from the top list's class. `showAll`
 * is given the position, in the whole category, of the first item a "more" button stands for.
 */
function SidebarList({
  items,
  level,
  showAll,
  listRef,
}: {
  items: SidebarViewItem[];
  level: number;
  showAll?: (at: number) => void;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  let before = 0;
  return (
    <ul ref={listRef} className={level === 1 ? "sidebar-list" : undefined}>
      {items.map((item, i) => {
        const at = before;
        before += item.type === "more" ? item.count : 1;
        return (
          // A category remounts when its page-given state changes, so the branch of the new page opens after navigation.
          <li key={item.type === "category" ? `${item.id}:${item.expanded}` : i}>
            {item.type === "category" ? (
              <SidebarCategory item={item} level={level} />
            ) : item.type === "more" ? (
              <SidebarMore item={item} showAll={showAll && (() => showAll(at))} />
            ) : (
              <SidebarLink item={item} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Items a long category leaves out: a link to its index page, or with the client running, a button that shows them. */
function SidebarMore({ item, showAll }: { item: Extract<SidebarViewItem, { type: "more" }>; showAll?: () => void }) {
  const text = `${item.count} more in ${item.label}`;
  if (showAll)
    return (
      <button type="button" className="sidebar-more" onClick={showAll}>
        {text}
      </button>
    );
  return (
    <a href={item.href} className="sidebar-more">
      {text}
    </a>
  );
}

function SidebarLink({ item }: { item: Exclude<SidebarViewItem, { type: "category" | "more" }> }) {
  if (item.type === "link") return <a href={item.href}>{item.label}</a>;
  return (
    <a href={item.href} aria-current={item.active ? "page" : undefined} className={item.active ? "active" : undefined}>
      {item.label}
    </a>
  );
}

function SidebarCategory({ item, level }: { item: Extract<SidebarViewItem, { type: "category" }>; level: number }) {
  const { categoryItems, interactive } = useContext(ShellContext);
  const [open, setOpen] = useState(item.expanded);
  const given = item.items ?? (open ? categoryItems(item.id) : undefined);
  const { items, showAll, list } = useShowAll(given, interactive ? categoryItems(item.id) : undefined);
  const details = (
    <details
      open={open || undefined}
      data-lazy={item.items ? undefined : ""}
      className={item.active ? "active" : undefined}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      {/* A link inside the summary would nest two controls: a linked category's summary is only its toggle. */}
      <summary>{item.href ? <span className="visually-hidden">{`Toggle ${item.label}`}</span> : <span>{item.label}</span>}</summary>
      {items ? <SidebarList items={items} level={level + 1} showAll={showAll} listRef={list} /> : null}
    </details>
  );
  if (!item.href) return details;
  return (
    <>
      <a href={item.href} aria-current={item.current ? "page" : undefined} className={item.current ? "active" : undefined}>
        {item.label}
      </a>
      {details}
    </>
  );
}

/**
 * Returns the items of a list the page gives (`given`, maybe a window) as shown: all of them from the sidebar's tree
 * (`all`) once a "more" button is pressed (`showAll`, with the position of the first item it stood for, which then
 * takes the focus), else as given; `showAll` is undefined without the tree.
 */
function useShowAll(given: SidebarViewItem[] | undefined, all: SidebarViewItem[] | undefined) {
  const [whole, setWhole] = useState<number>();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (whole !== undefined) list.current?.children[whole]?.querySelector<HTMLElement>("a, summary")?.focus();
  }, [whole]);
  const items = whole !== undefined && given && all ? wholeCategory(all, given) : given;
  return { items, showAll: all && setWhole, list };
}

/** Returns every item of a category from the sidebar's tree, each item the page shows in the state the page gives it. */
function wholeCategory(all: SidebarViewItem[], shown: SidebarViewItem[]): SidebarViewItem[] {
  const keyOf = (item: SidebarViewItem) => (item.type === "category" ? item.id : item.href);
  const given = new Map(shown.map((item) => [keyOf(item), item]));
  return all.map((item) => given.get(keyOf(item)) ?? item);
}
