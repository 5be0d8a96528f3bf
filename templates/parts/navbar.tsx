import type { Shell } from "../../src/transform/index.ts";

/** The top navigation: site title, the section links, and the menu toggle shown on narrow screens. */
export function Navbar({ shell, hasSidebar }: { shell: Shell; hasSidebar: boolean }) {
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <label className="menu-toggle" htmlFor="menu-toggle" aria-label="Open the menu">
          <span aria-hidden="true">☰</span>
        </label>
        <a className="navbar-brand" href={shell.navbar.homeHref}>
          {shell.navbar.title}
        </a>
        <nav aria-label="Main" className="navbar-links">
          <ul>
            {shell.navbar.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.active ? "true" : undefined} className={item.active ? "active" : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {hasSidebar ? null : <span className="navbar-spacer" />}
      </div>
    </header>
  );
}
