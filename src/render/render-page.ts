import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { templateFor } from "../../templates/index.ts";
import type { PageModel } from "../transform/index.ts";
import { toReact, type ReactCompiler } from "./to-react.ts";

/** Returns the page's complete HTML document. */
export function renderPage(compiler: ReactCompiler, model: PageModel): string {
  const template = templateFor(model.kind);
  const content = model.content ? toReact(compiler, model.content) : null;
  const summaries = (model.blogList?.posts ?? []).map((post) => toReact(compiler, post.summary));
  return `<!DOCTYPE html>${renderToString(createElement(template, { model, content, summaries }))}`;
}
