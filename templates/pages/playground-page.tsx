import type { PageModel } from "../../src/pipeline/3-transform/index.ts";
import { PagePart } from "../parts/page-part.tsx";

/** The GraphQL playground page; its editor is a page part the client loads on demand. */
export function PlaygroundPage({ model }: { model: PageModel }) {
  return (
    <>
      <main id="main-content" className="plain-page playground" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <p>{model.description}</p>
        <PagePart
          id="playground-root"
          src={model.shell.assets.playground}
          data={{ schema: model.shell.assets.schema, query: model.playground?.query, variables: model.playground?.variables, vocabulary: model.playground?.vocabulary }}
          fallback={
            <p>
              The playground runs GraphQL in your browser and needs JavaScript. Every query and mutation is also documented, with an example and its
              response, in the <a href={`${model.shell.baseUrl}docs/intro`}>API documentation</a>.
            </p>
          }
        />
      </main>
    </>
  );
}
