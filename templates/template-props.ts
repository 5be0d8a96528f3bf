import type { ReactElement, ReactNode } from "react";
import type { PageModel } from "../src/shared/page-model.ts";

/** What every page template takes: the page's model, and its content as the build or the browser has it. */
export interface TemplateProps {
  model: PageModel;
  /** The build: the page's markdown content as React elements. */
  content?: ReactNode;
  /** The build: each blog post summary as React elements. */
  summaries?: ReactNode[];
  /** The build: the sidebar's HTML, as the sidebar renders it, made once for the pages that open the same branches. */
  sidebarHtml?: string;
  /** The browser: the same content as parsed elements, by island id (`content`, `summary-0`, …). */
  islands?: Record<string, Element>;
}

export type PageTemplate = (props: TemplateProps) => ReactElement;
