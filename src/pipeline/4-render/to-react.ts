import type { Root } from "hast";
import type { ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import rehypeReact, { type Components } from "rehype-react";
import { unified } from "unified";
import { DocCardList } from "../../../templates/mdx/doc-card-list.tsx";
import { TabItem } from "../../../templates/mdx/tab-item.tsx";
import { Tabs } from "../../../templates/mdx/tabs.tsx";

/**
 * The elements the transform leaves for a component to render: Docusaurus' Tabs and TabItem
 * (src/pipeline/3-transform/markdown/finish-tabs.ts) and DocCardList (src/pipeline/3-transform/page-models/doc-cards.ts).
 */
const COMPONENTS = { "x-tabs": Tabs, "x-tab-item": TabItem, "x-doc-card-list": DocCardList } as Partial<Components>;

/** Returns the frozen hast → React compiler, built once. */
export function createReactCompiler() {
  return unified().use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true, components: COMPONENTS }).freeze();
}

export type ReactCompiler = ReturnType<typeof createReactCompiler>;

/** Returns the React elements of a hast tree. */
export function toReact(compiler: ReactCompiler, tree: Root): ReactElement {
  return compiler.stringify(tree) as unknown as ReactElement;
}
