import type { DocCard } from "../../src/shared/page-model.ts";

/**
 * Docusaurus' DocCardList (`x-doc-card-list`): the pages and categories of the page's category as cards, each a link
 * with its title and, for a category, how many pages it holds. `cards` is JSON (src/pipeline/3-transform/page-models/doc-cards.ts).
 */
export function DocCardList({ cards }: { cards?: string }) {
  const list = JSON.parse(cards ?? "[]") as DocCard[];
  return (
    <ul className="doc-card-list">
      {list.map((card) => (
        <li key={card.href}>
          <a className="doc-card" href={card.href}>
            <span className="doc-card-title">{card.label}</span>
            {card.count === undefined ? null : (
              <span className="doc-card-count">
                {card.count} {card.count === 1 ? "item" : "items"}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
