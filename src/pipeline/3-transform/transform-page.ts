import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { VFile } from "vfile";
import remarkDirectives from "./plugins/remark-directives.ts";
import type { GraphQLSchema } from "graphql";
import remarkGraphqlExamples from "./plugins/remark-graphql-examples.ts";
import remarkHeadingCustomIds from "./plugins/remark-heading-custom-ids.ts";
import remarkLinks, { type RemarkLinksOptions } from "./plugins/remark-links.ts";
import remarkRawHtml from "./plugins/remark-raw-html.ts";
import remarkTruncate from "./plugins/remark-truncate.ts";
import rehypeCodeBlocks from "./plugins/rehype-code-blocks.ts";
import rehypeHeadingIds from "./plugins/rehype-heading-ids.ts";

export interface TransformOptions extends RemarkLinksOptions {
  /** The Admin API schema every ```graphql block is validated against. */
  schema?: GraphQLSchema;
}

/** Returns the frozen mdast → hast transformer, built once and reused for every page. */
export function createTransformer(options: TransformOptions) {
  return unified()
    .use(remarkTruncate)
    .use(remarkRawHtml)
    .use(remarkDirectives)
    .use(remarkHeadingCustomIds)
    .use(remarkLinks, options)
    .use(remarkGraphqlExamples, { schema: options.schema, baseUrl: options.baseUrl })
    .use(remarkRehype, { footnoteLabelTagName: "h2" })
    .use(rehypeHeadingIds)
    .use(rehypeCodeBlocks)
    .freeze();
}

export type Transformer = ReturnType<typeof createTransformer>;

/** Returns the hast of one page; `file.data.route` must hold the page's route, and links land in `file.data.links`. */
export function transformPage(transformer: Transformer, tree: Mdast, file: VFile): Hast {
  return transformer.runSync(tree, file) as Hast;
}
