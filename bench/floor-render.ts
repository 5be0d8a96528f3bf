/**
 * Child process of the bench's floor: the pipeline the build is prescribed (remark-parse with GFM and directives →
 * remark-rehype → rehype-react → React's renderToString), bare, on one thread, over the markdown of every page of a
 * built site (its markdown twins), and nothing else: no layout, highlighting, links, search or writes. Prints the time
 * from the first import to the last page as JSON.
 */
export {};
const started = performance.now();
const { readFileSync, readdirSync } = await import("node:fs");
const { join } = await import("node:path");
const { unified } = await import("unified");
const { default: remarkParse } = await import("remark-parse");
const { default: remarkGfm } = await import("remark-gfm");
const { default: remarkDirective } = await import("remark-directive");
const { default: remarkRehype } = await import("remark-rehype");
const { default: rehypeReact } = await import("rehype-react");
const jsxRuntime = await import("react/jsx-runtime");
const { renderToString } = await import("react-dom/server");

const [dir, limit] = process.argv.slice(2);
const twins = (readdirSync(dir!, { recursive: true }) as string[])
  .filter((path) => path.endsWith(".md"))
  .sort()
  .slice(0, limit ? Number(limit) : undefined);
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkRehype).use(rehypeReact, { ...jsxRuntime }).freeze();
let html = 0;
for (const twin of twins) {
  const tree = processor.runSync(processor.parse(readFileSync(join(dir!, twin), "utf8")));
  html += renderToString(processor.stringify(tree) as Parameters<typeof renderToString>[0]).length;
}
console.log(JSON.stringify({ pages: twins.length, html, ms: performance.now() - started }));
