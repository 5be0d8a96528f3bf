import type { DocCard } from "../../src/shared/page-model.ts";

/**
 * Docusaurus' DocCardList (`x-doc-card-list`): the items of the page's category as cards, each a link holding a
 * heading (its icon, hidden from screen readers, and its title) and its description. `cards` is JSON
 * (src/pipeline/3-transform/page-models/doc-cards.ts).
 */
export function DocCardList({ cards }: { cards?: string }) {
  const list = JSON.parse(cards ?? "[]") as DocCard[];
  return (
    <ul className="doc-card-list">
      {list.map((card) => (
        <li key={card.href}>
          <a className="doc-card" href={card.href}>
            <h2 className="doc-card-heading">
              <span className="doc-card-icon" aria-hidden="true">
                {card.icon}
              </span>
              <span className="doc-card-title">{card.label}</span>
            </h2>
            {card.description === undefined ? null : <span className="doc-card-description">{card.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
