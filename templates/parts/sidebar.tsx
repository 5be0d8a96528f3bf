import { useContext, useState } from "react";
import type { SidebarViewItem } from "../../src/shared/index.ts";
import { LoadError, LoadingScreen } from "./loading.tsx";
import { ShellContext } from "./shell-context.ts";
import { useLoader } from "./use-loader.ts";

/** The docs sidebar: only the open branches are in the HTML; a large closed category loads its items when opened. */
export function Sidebar({ id, items }: { id: string; items: SidebarViewItem[] }) {
  const { interactive, sidebarCollapsed, toggleSidebar } = useContext(ShellContext);
  const label = sidebarCollapsed ? "Expand sidebar" : "Collapse sidebar";
  return (
    <nav aria-label="Docs sidebar" data-sidebar={id} className="sidebar">
      <button type="button" className="sidebar-collapse" hidden={!interactive} aria-label={label} title={label} aria-expanded={!sidebarCollapsed} onClick={toggleSidebar}>
        {sidebarCollapsed ? "»" : "«"}
      </button>
      <SidebarList sidebarId={id} items={items} level={1} />
    </nav>
  );
}

function SidebarList({ sidebarId, items, level }: { sidebarId: string; items: SidebarViewItem[]; level: number }) {
  return (
    <ul className={`sidebar-list level-${level}`}>
      {items.map((item, i) => (
        // A category remounts when its page-given state changes, so the branch of the new page opens after navigation.
        <li key={item.type === "category" ? `${item.id}:${item.expanded}` : i} className={`sidebar-item ${item.type}`}>
          {item.type === "category" ? <SidebarCategory sidebarId={sidebarId} item={item} level={level} /> : <SidebarLink item={item} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ item }: { item: Exclude<SidebarViewItem, { type: "category" }> }) {
  if (item.type === "link") return <a href={item.href}>{item.label}</a>;
  return (
    <a href={item.href} aria-current={item.active ? "page" : undefined} className={item.active ? "active" : undefined}>
      {item.label}
    </a>
  );
}

function SidebarCategory({ sidebarId, item, level }: { sidebarId: string; item: Extract<SidebarViewItem, { type: "category" }>; level: number }) {
  const { loadCategory } = useContext(ShellContext);
  const [open, setOpen] = useState(item.expanded);
  const [loaded, retry] = useLoader(() => loadCategory(sidebarId, item.id), open && !item.items);
  const items = item.items ?? (loaded.status === "done" ? loaded.value : undefined);
  return (
    <details open={open || undefined} data-size={item.size} data-lazy={item.items ? undefined : ""} className={item.active ? "active" : undefined} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{item.href ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}</summary>
      {items ? <SidebarList sidebarId={sidebarId} items={items} level={level + 1} /> : null}
      {loaded.status === "loading" ? <LoadingScreen /> : null}
      {loaded.status === "error" ? <LoadError error={loaded.error} onRetry={retry} /> : null}
    </details>
  );
}
