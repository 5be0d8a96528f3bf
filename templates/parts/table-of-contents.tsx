import type { TocItem } from "../../src/shared/page-model.ts";

interface Node {
  item: TocItem;
  children: Node[];
}

/** The page's table of contents (levels 2 and 3), nested by depth. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const roots: Node[] = [];
  for (const item of items) {
    const parent = roots.at(-1);
    if (parent && item.depth > parent.item.depth) parent.children.push({ item, children: [] });
    else roots.push({ item, children: [] });
  }
  return (
    <nav aria-label="Table of contents" className="toc">
      <p className="toc-title">On this page</p>
      <TocList nodes={roots} />
    </nav>
  );
}

function TocList({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.item.id}>
          <a href={`#${node.item.id}`}>{node.item.text}</a>
          {node.children.length ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
