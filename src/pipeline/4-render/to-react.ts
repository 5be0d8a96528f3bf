import type { Root } from "hast";
import type { ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import rehypeReact from "rehype-react";
import { unified } from "unified";

/** Returns the frozen hast → React compiler, built once. */
export function createReactCompiler() {
  return unified().use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true }).freeze();
}

export type ReactCompiler = ReturnType<typeof createReactCompiler>;

/** Returns the React elements of a hast tree. */
export function toReact(compiler: ReactCompiler, tree: Root): ReactElement {
  return compiler.stringify(tree) as unknown as ReactElement;
}
