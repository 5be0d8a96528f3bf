import type { PageModel } from "../../src/shared/page-model.ts";

/** Shown for any path that matches no route, with status 404. */
export function NotFoundPage({ model }: { model: PageModel }) {
  // A dropdown's links, not its label.
  const first = model.shell.navbar.items.flatMap((item) => item.items ?? [item]);
  return (
    <>
      <main id="main-content" className="plain-page" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <p>We could not find anything at this address. It may have moved, or the link that brought you here may be wrong.</p>
        <p>Try one of the sections instead:</p>
        <ul>
          {first.map((item) => (
            <li key={`${item.label} ${item.href}`}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
