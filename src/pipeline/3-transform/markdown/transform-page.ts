import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { VFile } from "vfile";
import type { GivenComponents } from "../../1-content/index.ts";
import type { CodeLanguages } from "./code-languages.ts";
import type { MagicComment } from "./magic-comments.ts";
import { inlinePartials } from "./partials.ts";
import remarkCodeMeta from "./plugins/remark-code-meta.ts";
import remarkDirectives from "./plugins/remark-directives.ts";
import type { GraphQLSchema } from "graphql";
import remarkGraphqlExamples from "./plugins/remark-graphql-examples.ts";
import remarkHeadingCustomIds from "./plugins/remark-heading-custom-ids.ts";
import remarkLinks, { type RemarkLinksOptions } from "./plugins/remark-links.ts";
import remarkMdxElements from "./plugins/remark-mdx-elements.ts";
import rehypeAuthoredHtml from "./plugins/rehype-authored-html.ts";
import rehypeHtmlLinks from "./plugins/rehype-html-links.ts";
import remarkTruncate from "./plugins/remark-truncate.ts";
import rehypeCodeBlocks from "./plugins/rehype-code-blocks.ts";
import rehypeHeadingIds from "./plugins/rehype-heading-ids.ts";
import rehypeTocInline from "./plugins/rehype-toc-inline.ts";
import rehypeTabs from "./plugins/rehype-tabs.ts";
import rehypeScrollableTables from "./plugins/rehype-scrollable-tables.ts";
import rehypeTaskLabels from "./plugins/rehype-task-labels.ts";

export interface TransformOptions extends RemarkLinksOptions {
  /** The Admin API schema every ```graphql block is validated against. */
  schema?: GraphQLSchema;
  /** Where "Try it" links open the playground: `/playground` unless set (a released API version's own playground). */
  playgroundRoute?: string;
  /** Partials MDX pages may import: path relative to the project root → text (given to transformPage). */
  partials?: Map<string, string>;
  /** config.yaml's `markdown.magicComments`. */
  magicComments?: MagicComment[];
  /** The languages code blocks are highlighted in (`loadCodeLanguages`); Docusaurus' when unset. */
  codeLanguages?: CodeLanguages;
  /** config.yaml's `markdown.components`: markdown files every MDX page shows by a component name, unimported. */
  components?: GivenComponents;
}

/** Returns the frozen mdast → hast transformer, built once and reused for every page. */
export function createTransformer(options: TransformOptions) {
  return (
    unified()
      .use(remarkTruncate)
      // Before the MDX elements: a heading's id may be written as an MDX comment, which they drop.
      .use(remarkHeadingCustomIds)
      .use(remarkMdxElements, { contentDir: options.contentDir, baseUrl: options.baseUrl, texts: options.partials, given: options.components })
      .use(remarkDirectives)
      .use(remarkLinks, options)
      .use(remarkGraphqlExamples, {
        schema: options.schema,
        baseUrl: options.baseUrl,
        trailingSlash: options.trailingSlash,
        playgroundRoute: options.playgroundRoute,
      })
      .use(remarkCodeMeta)
      .use(remarkRehype, { footnoteLabelTagName: "h2", allowDangerousHtml: true })
      .use(rehypeAuthoredHtml)
      .use(rehypeHtmlLinks, { baseUrl: options.baseUrl, trailingSlash: options.trailingSlash })
      .use(rehypeTabs)
      .use(rehypeHeadingIds)
      .use(rehypeTocInline)
      .use(rehypeCodeBlocks, { magicComments: options.magicComments, languages: options.codeLanguages })
      .use(rehypeScrollableTables)
      .use(rehypeTaskLabels)
      .freeze()
  );
}

export type Transformer = ReturnType<typeof createTransformer>;

/**
 * Returns the hast of one page; `file.data.route` must hold the page's route, and links land in `file.data.links`.
 * Given how to parse one, the partials the page imports are inlined (partials.ts).
 */
export function transformPage(transformer: Transformer, tree: Mdast, file: VFile, parse?: (file: VFile) => Mdast, partials?: Map<string, string>): Hast {
  const hast = transformer.runSync(tree, file) as Hast;
  if (parse && partials && file.data.importsPartials) {
    inlinePartials(hast, file, { partials, parse, transform: (partialTree, partial) => transformer.runSync(partialTree, partial) as Hast });
  }
  if (file.data.source) placeInSource(file, file.data.source);
  return hast;
}

/** Points the messages and links of a generated page that have a place at the file its content is written in. */
function placeInSource(file: VFile, source: string): void {
  for (const message of file.messages) if (message.place) message.file = source;
  for (const link of file.data.links ?? []) if (link.place) link.file ??= source;
}
