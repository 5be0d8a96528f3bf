// The bench floor's render (floor-render.ts), plain JavaScript so that a worker thread runs it without tsx: the stock
// unified → React → renderToString pipeline, bare. As a worker, it renders the paths it is given and posts the
// HTML's length.
import { readFileSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

/** Renders the markdown files at `paths` (remark-parse, GFM, directives → remark-rehype → rehype-react → renderToString); returns the length of the HTML made. */
export async function renderPages(paths) {
  const { unified } = await import("unified");
  const { default: remarkParse } = await import("remark-parse");
  const { default: remarkGfm } = await import("remark-gfm");
  const { default: remarkDirective } = await import("remark-directive");
  const { default: remarkRehype } = await import("remark-rehype");
  const { default: rehypeReact } = await import("rehype-react");
  const jsxRuntime = await import("react/jsx-runtime");
  const { renderToString } = await import("react-dom/server");
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRehype)
    .use(rehypeReact, { ...jsxRuntime })
    .freeze();
  let html = 0;
  for (const path of paths) {
    const tree = processor.runSync(processor.parse(readFileSync(path, "utf8")));
    html += renderToString(processor.stringify(tree)).length;
  }
  return html;
}

if (!isMainThread && workerData?.floorPaths) parentPort.postMessage(await renderPages(workerData.floorPaths));
