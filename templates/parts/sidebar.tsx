import type { SidebarViewItem } from "../../src/transform/index.ts";

/** The docs sidebar: only the open branches are rendered; a closed large category carries its size for lazy loading. */
export function Sidebar({ id, items }: { id: string; items: SidebarViewItem[] }) {
  return (
    <nav aria-label="Docs sidebar" data-sidebar={id} className="sidebar">
      <button type="button" className="sidebar-collapse" hidden aria-label="Collapse sidebar" title="Collapse sidebar">
        «
      </button>
      <SidebarList items={items} level={1} />
    </nav>
  );
}

function SidebarList({ items, level }: { items: SidebarViewItem[]; level: number }) {
  return (
    <ul className={`sidebar-list level-${level}`}>
      {items.map((item, i) => (
        <li key={i} className={`sidebar-item ${item.type}`}>
          <SidebarEntry item={item} level={level} />
        </li>
      ))}
    </ul>
  );
}

function SidebarEntry({ item, level }: { item: SidebarViewItem; level: number }) {
  if (item.type === "link") return <a href={item.href}>{item.label}</a>;
  if (item.type === "doc") {
    return (
      <a href={item.href} aria-current={item.active ? "page" : undefined} className={item.active ? "active" : undefined}>
        {item.label}
      </a>
    );
  }
  const label = item.href ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>;
  return (
    <details open={item.expanded || undefined} data-size={item.size} data-lazy={item.items ? undefined : ""} className={item.active ? "active" : undefined}>
      <summary>{label}</summary>
      {item.items ? <SidebarList items={item.items} level={level + 1} /> : null}
    </details>
  );
}
