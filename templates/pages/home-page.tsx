import type { PageModel } from "../../src/shared/page-model.ts";

/** The home page: a hero and one card per section. No sidebar. */
export function HomePage({ model }: { model: PageModel }) {
  const home = model.home!;
  return (
    <>
      <main id="main-content" className="home" tabIndex={-1}>
        <section className="hero">
          <h1 tabIndex={-1}>{home.heroTitle}</h1>
          <p className="hero-text">{home.heroText}</p>
        </section>
        <ul className="cards">
          {home.cards.map((card) => (
            <li key={card.href} className="card">
              <a href={card.href}>
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
