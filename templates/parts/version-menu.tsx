import type { VersionMenu as Menu } from "../../src/shared/page-model.ts";

/**
 * The navbar's docs versions menu: a disclosure whose summary names the version shown and whose list links each
 * version's same page (else its main doc). A `<details>` opens by keyboard and pointer without JavaScript.
 */
export function VersionMenu({ menu }: { menu: Menu }) {
  return (
    <details className="version-menu">
      <summary>
        <span className="visually-hidden">{menu.docs ? `Docs version of ${menu.docs}: ` : "Docs version: "}</span>
        {menu.label}
      </summary>
      <ul aria-label="Docs versions">
        {menu.items.map((item) => (
          <li key={`${item.label} ${item.href}`}>
            <a href={item.href} aria-current={item.active ? "true" : undefined} className={item.active ? "active" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
