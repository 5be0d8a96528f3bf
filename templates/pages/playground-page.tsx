import type { PageModel } from "../../src/shared/page-model.ts";
import { pageHref } from "../../src/shared/paths.ts";
import { REFERENCE_ROUTE } from "../../src/shared/reference-routes.ts";
import { PagePart } from "../parts/page-part.tsx";
import { PlaygroundForm } from "../parts/playground-form.tsx";

/** The GraphQL playground page: a plain form, which the editor (a page part) replaces when the reader first uses it. */
export function PlaygroundPage({ model }: { model: PageModel }) {
  // A released API version's playground links that version's reference.
  const reference = model.playground?.reference ?? REFERENCE_ROUTE;
  return (
    <>
      <main id="main-content" className="plain-page playground" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <p>{model.description}</p>
        <PagePart
          id="playground-root"
          src={model.shell.assets.playground}
          data={{ schema: model.shell.assets.schema, vocabulary: model.playground?.vocabulary, reference: model.playground?.reference }}
          standIn={<PlaygroundForm first={{ query: model.playground?.query ?? "", variables: model.playground?.variables ?? "" }} />}
          fallback={
            <p>
              The playground runs GraphQL in your browser and needs JavaScript. Every query and mutation is also documented, with an example and its response,
              in the <a href={pageHref(model.shell, `${reference}/queries`)}>API reference</a>.
            </p>
          }
        />
      </main>
    </>
  );
}
