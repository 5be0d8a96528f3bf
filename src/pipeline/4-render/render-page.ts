import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { App } from "../../../templates/index.ts";
import { Document } from "../../../templates/parts/document.tsx";
import type { PageModel } from "../../shared/index.ts";
import { toClientModel } from "./client-model.ts";
import type { SidebarRenderer } from "./sidebar-html.ts";
import { toReact, type ReactCompiler } from "./to-react.ts";

/**
 * Returns the page's complete HTML document, with the data the client needs to hydrate it; `json` is
 * `JSON.stringify(toClientModel(model))` when the caller already has it. With `sidebars`, a doc page's sidebar comes
 * from the renderings it keeps (the same HTML).
 */
export function renderPage(compiler: ReactCompiler, model: PageModel, json = JSON.stringify(toClientModel(model)), sidebars?: SidebarRenderer): string {
  const content = model.content ? toReact(compiler, model.content) : undefined;
  const summaries = (model.blogList?.posts ?? []).map((post) => toReact(compiler, post.summary));
  const data = json.replace(/</g, "\\u003c");
  const sidebarHtml = sidebars && model.doc?.sidebarId ? sidebars(model.doc.sidebarId, model.doc.sidebar) : undefined;
  const app = createElement(App, { model, content, summaries, sidebarHtml });
  return `<!DOCTYPE html>${renderToString(createElement(Document, { model, data, children: app }))}`;
}
