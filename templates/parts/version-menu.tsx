import type { VersionMenu as Menu } from "../../src/shared/page-model.ts";

/**
 * The navbar's docs versions menu: a disclosure whose summary names the version shown and whose list links each
 * version's same page (else its main doc). A `<details>` opens by keyboard and pointer without JavaScript. A menu of
 * one version is a link to it, as Docusaurus shows a version dropdown of one item.
 */
export function VersionMenu({ menu }: { menu: Menu }) {
  const name = <span className="visually-hidden">{menu.docs ? `Docs version of ${menu.docs}: ` : "Docs version: "}</span>;
  const [only] = menu.items;
  if (only && menu.items.length === 1)
    return (
      <a href={only.href} aria-current={only.active ? "true" : undefined} className={only.active ? "version-link active" : "version-link"}>
        {name}
        {menu.label}
      </a>
    );
  return (
    <details className="version-menu">
      <summary>
        {name}
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
