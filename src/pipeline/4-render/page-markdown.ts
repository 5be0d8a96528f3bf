import type { Paragraph, Root as Mdast } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkStringify, { type Options } from "remark-stringify";
import { unified } from "unified";
import type { SiteConfig } from "../0-config/index.ts";
import { pageHref } from "../../shared/index.ts";
import type { PageModel } from "../../shared/index.ts";

/**
 * Returns the frozen mdast → markdown printer, built once (GFM tables and `:::note` blocks print back as written; an
 * MDX element, `mdxElement` of remark-mdx-elements.ts, prints as its content). Table cells are not padded to line up
 * their pipes: a table with one long cell would repeat that width on every row.
 */
export function createMarkdownPrinter() {
  return unified()
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkDirective)
    .use(remarkStringify, { bullet: "-", fences: true, rule: "-", handlers: { mdxElement: printContent } })
    .freeze();
}

/** Node types whose children are phrasing: an element inside one prints inline. */
const PHRASING_PARENTS = new Set(["paragraph", "heading", "emphasis", "strong", "delete", "link", "linkReference", "tableCell"]);

type Handle = NonNullable<NonNullable<Options["handlers"]>["paragraph"]>;

/** Prints an MDX element's children, inline within phrasing, else as blocks. */
const printContent: Handle = (node, parent, state, info) =>
  parent && PHRASING_PARENTS.has(parent.type) ? state.containerPhrasing(node as never, info) : state.containerFlow(node as never, info);

export type MarkdownPrinter = ReturnType<typeof createMarkdownPrinter>;

/**
 * Returns the page as markdown: the title, the description, then the content with links pointing at routes; `body`
 * when given (the source as written, URLs rewritten), else `tree` printed. Pages without a markdown source list what
 * they link to.
 */
export function pageMarkdown(printer: MarkdownPrinter, model: PageModel, config: SiteConfig, tree?: Mdast, body?: string): string {
  const head = `# ${model.title}\n\n> ${model.description}\n`;
  if (body !== undefined) return `${head}\n${body}\n`;
  if (tree) return `${head}\n${printer.stringify(forPrinting(tree)).trim()}\n`;
  const link = (label: string, href: string) => `- [${label}](${href})`;
  const lines: string[] = [];
  if (model.home) lines.push(...model.home.cards.map((card) => `${link(card.title, card.href)}: ${card.text}`));
  if (model.blogList) lines.push(...model.blogList.posts.map((post) => `${link(post.title, post.href)} (${post.date})`));
  if (model.archive) for (const year of model.archive.years) lines.push(`\n## ${year.year}\n`, ...year.posts.map((post) => link(post.title, post.href)));
  if (model.tagList) lines.push(...model.tagList.map((tag) => `${link(tag.label, tag.href)}: ${tag.count} posts`));
  if (model.kind === "playground") lines.push(`The playground runs in the browser: ${config.url.replace(/\/$/, "")}${pageHref(config, "/playground")}`);
  return `${head}\n${lines.join("\n").trim()}\n`;
}

/**
 * Returns the tree ready to print: admonition titles back in `:::kind[Title]` form, marker paragraphs gone. The tree
 * given is not changed (author mode keeps it); only the nodes on the way to a changed one are copied.
 */
function forPrinting(tree: Mdast): Mdast {
  const relabel = <T extends Mdast | Mdast["children"][number]>(node: T): T => {
    if (!("children" in node)) return node;
    let changed = false;
    const children = (node.children as Mdast["children"]).map((child) => {
      const next = relabel(child);
      if (next !== child) changed = true;
      return next;
    });
    const first = children[0] as Paragraph | undefined;
    const className = (first?.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className;
    if (node.type === "containerDirective" && first && className?.includes("admonition-title")) {
      children[0] = { ...first, data: { directiveLabel: true } as Paragraph["data"] };
      changed = true;
    }
    return changed ? ({ ...node, children } as T) : node;
  };
  const printable = relabel(tree);
  return { ...printable, children: printable.children.filter((node) => !(node.type === "paragraph" && node.children.length === 0)) };
}
