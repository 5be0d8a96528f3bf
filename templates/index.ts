import { createElement, type ReactElement } from "react";
import type { PageKind } from "../src/shared/page-model.ts";
import { AuthorListPage } from "./pages/author-list-page.tsx";
import { BlogArchivePage } from "./pages/blog-archive-page.tsx";
import { BlogListPage } from "./pages/blog-list-page.tsx";
import { BlogPostPage } from "./pages/blog-post-page.tsx";
import { DocPage } from "./pages/doc-page.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { PlaygroundPage } from "./pages/playground-page.tsx";
import { TagListPage } from "./pages/tag-list-page.tsx";
import { TagPage } from "./pages/tag-page.tsx";
import { Shell, type ShellState } from "./parts/shell.tsx";
import type { PageTemplate, TemplateProps } from "./template-props.ts";

const TEMPLATES: Record<PageKind, PageTemplate> = {
  doc: DocPage,
  home: HomePage,
  "blog-list": BlogListPage,
  "blog-post": BlogPostPage,
  "blog-archive": BlogArchivePage,
  "tag-list": TagListPage,
  "tag-page": TagPage,
  "author-list": AuthorListPage,
  playground: PlaygroundPage,
  "not-found": NotFoundPage,
};

/** Returns the template that lays out pages of `kind`. */
export function templateFor(kind: PageKind): PageTemplate {
  return TEMPLATES[kind];
}

/** The React app of one page: the shell around the page's template. The build renders it; the browser hydrates it. */
export function App(props: TemplateProps & { state?: ShellState }): ReactElement {
  return createElement(Shell, { model: props.model, state: props.state, children: createElement(templateFor(props.model.kind), props) });
}

export type { ShellState };
export type { PageTemplate, TemplateProps };
