import type { PageModel } from "../../src/transform/index.ts";
import { Layout } from "../parts/layout.tsx";

/** The GraphQL playground page; its editor is a page part the client loads on demand. */
export function PlaygroundPage({ model }: { model: PageModel }) {
  return (
    <Layout model={model}>
      <main id="main-content" className="plain-page playground" tabIndex={-1}>
        <h1>{model.title}</h1>
        <p>{model.description}</p>
        <div id="playground-root" className="playground-root" data-page-part="playground" data-src={model.shell.assets.playground} data-schema={model.shell.assets.schema}>
          <noscript>
            <p>
              The playground runs GraphQL in your browser and needs JavaScript. Every query and mutation is also documented, with an example
              and its response, in the <a href={`${model.shell.baseUrl}docs/intro`}>API documentation</a>.
            </p>
          </noscript>
        </div>
      </main>
    </Layout>
  );
}
