import { useContext } from "react";
import type { NavbarItem, Shell } from "../../src/shared/page-model.ts";
import { ShellContext } from "./shell-context.ts";
import { VersionMenu } from "./version-menu.tsx";

/**
 * The top navigation: site title, the section links, the search button and the menu toggle shown on narrow screens
 * (a checkbox and its label).
 * Search needs the client, so the build renders its button hidden and the browser shows it once the app runs.
 */
export function Navbar({ shell, route, hasSidebar }: { shell: Shell; route: string; hasSidebar: boolean }) {
  const { interactive, openSearch } = useContext(ShellContext);
  return (
    <header className="navbar">
      {/* The menu works without JavaScript: the stylesheet shows it while this box is checked. In the banner, not before it. */}
      <input type="checkbox" id="menu-toggle" className="menu-checkbox" aria-label="Show the menu" />
      <div className="navbar-inner">
        {/* A label has no role, so ARIA allows it no aria-label: its name is its text, hidden from sight. */}
        <label className="menu-toggle" htmlFor="menu-toggle">
          <span className="visually-hidden">Open the menu</span>
          <span aria-hidden="true">☰</span>
        </label>
        <a className="navbar-brand" href={shell.navbar.homeHref}>
          {shell.navbar.title}
        </a>
        <nav aria-label="Main" className="navbar-links">
          <ul>
            {shell.navbar.items.map((item) => (
              <li key={`${item.label} ${item.href}`}>
                {/* Keyed by the page: after an in-place navigation it starts closed, as on a page load. */}
                {item.items ? <NavbarDropdown key={route} item={item} /> : <NavbarLink item={item} />}
              </li>
            ))}
          </ul>
        </nav>
        {/* Keyed by the version shown and its targets: after an in-place navigation a menu starts closed, as on a page load. */}
        {(shell.versionMenus ?? []).map((menu) => (
          <VersionMenu key={[menu.label, ...menu.items.map((item) => item.href)].join(" ")} menu={menu} />
        ))}
        {/* Without a search index, no button: the stylesheet keeps a hidden button's place until the client shows it. */}
        {shell.assets.searchIndex ? (
          <button
            type="button"
            className="search-button"
            hidden={!interactive}
            aria-haspopup="dialog"
            aria-keyshortcuts="/ Control+K Meta+K"
            onClick={openSearch}
          >
            Search <kbd aria-hidden="true">/</kbd>
          </button>
        ) : null}
        {hasSidebar ? null : <span className="navbar-spacer" />}
      </div>
    </header>
  );
}

function NavbarLink({ item }: { item: Omit<NavbarItem, "items"> }) {
  return (
    <a href={item.href} aria-current={item.active ? "true" : undefined} className={item.active ? "active" : undefined}>
      {item.label}
    </a>
  );
}

/** A dropdown of links: a `<details>`, which opens by keyboard and pointer without JavaScript, as the version menu. */
function NavbarDropdown({ item }: { item: NavbarItem }) {
  return (
    <details className="navbar-dropdown">
      <summary>{item.label}</summary>
      <ul>
        {item.items!.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <NavbarLink item={link} />
          </li>
        ))}
      </ul>
    </details>
  );
}
