import type { Element, Root as Hast } from "hast";
import { toString } from "hast-util-to-string";
import { blogRoute, type Author, type PostRouting, type RoutedPage } from "../../1-content/index.ts";
import { kebabCase, pageHref } from "../../../shared/index.ts";
import { baseModel, excerpt, tocOf, withPageMeta, type SiteContext } from "./models.ts";
import type { PageModel, PostSummary } from "../../../shared/page-model.ts";
import type { PageLink } from "../../../shared/index.ts";

export interface PostInput {
  page: RoutedPage;
  hast: Hast;
}

const WORDS_PER_MINUTE = 200;

/** Returns every blog page: the posts, the paginated list, the archive, the tag list and one page per tag. */
export function toBlogModels(input: PostInput[], authors: Map<string, Author>, site: SiteContext): PageModel[] {
  // As Docusaurus: a blog without a post has no list, archive or tags page.
  if (!input.length) return [];
  const posts = input.map((post) => ({ ...post, hast: withoutTitle(post.hast) }));
  const blog = site.config.blog;
  const sorted = [...posts]
    .filter((post) => !post.page.frontMatter.unlisted)
    .sort((a, b) => (b.page.date! < a.page.date! ? -1 : b.page.date! > a.page.date! ? 1 : a.page.route < b.page.route ? -1 : 1));
  const summaries = sorted.map((post) => summarize(post, authors, site));
  const link = (s?: PostSummary) => (s ? { label: s.title, href: s.href } : undefined);
  const models: PageModel[] = sorted.map((post, i) => postModel(post, { ...summaries[i]!, prev: link(summaries[i - 1]), next: link(summaries[i + 1]) }, site));
  // Unlisted posts are built, but no list, archive, tag page or previous/next link leads to them.
  for (const post of posts) if (post.page.frontMatter.unlisted) models.push(postModel(post, summarize(post, authors, site), site));

  const { title, description } = blog;
  const postsPerPage = blog.postsPerPage === "ALL" ? Math.max(1, summaries.length) : blog.postsPerPage;
  const pages = Math.max(1, Math.ceil(summaries.length / postsPerPage));
  for (let n = 1; n <= pages; n++) {
    const route = blogRoute(blog, n === 1 ? "" : `page/${n}`);
    const model = baseModel(site, "blog-list", route, n === 1 ? title : `${title}, page ${n}`, description);
    const listHref = (k: number) => pageHref(site.config, blogRoute(blog, k === 1 ? "" : `page/${k}`));
    model.blogList = {
      heading: title,
      posts: summaries.slice((n - 1) * postsPerPage, n * postsPerPage),
      prev: n > 1 ? { label: "Newer posts", href: listHref(n - 1) } : undefined,
      next: n < pages ? { label: "Older posts", href: listHref(n + 1) } : undefined,
    };
    models.push(model);
  }

  const archive = baseModel(site, "blog-archive", blogRoute(blog, "archive"), "Archive", "Every blog post, grouped by year.");
  const years = new Map<string, { title: string; href: string; date: string }[]>();
  for (const s of summaries) {
    const year = s.date.slice(0, 4);
    (years.get(year) ?? years.set(year, []).get(year)!).push({ title: s.title, href: s.href, date: s.date });
  }
  archive.archive = { years: [...years].map(([year, list]) => ({ year, posts: list })) };
  models.push(archive);

  const byTag = new Map<string, PostSummary[]>();
  for (const s of summaries) for (const tag of s.tags) (byTag.get(tag.label) ?? byTag.set(tag.label, []).get(tag.label)!).push(s);
  const tagNames = [...byTag.keys()].sort();
  const tagList = baseModel(site, "tag-list", blogRoute(blog, "tags"), "Tags", "Every blog tag with its number of posts.");
  tagList.tagList = tagNames.map((tag) => ({ label: tag, href: pageHref(site.config, tagRoute(blog, tag)), count: byTag.get(tag)!.length }));
  models.push(tagList);
  for (const tag of tagNames) {
    const list = byTag.get(tag)!;
    const model = baseModel(
      site,
      "tag-page",
      tagRoute(blog, tag),
      `Posts tagged “${tag}”`,
      `${list.length} post${list.length === 1 ? "" : "s"} tagged ${tag}.`,
    );
    model.blogList = { heading: `${list.length} post${list.length === 1 ? "" : "s"} tagged “${tag}”`, posts: list };
    models.push(model);
  }
  // The lists, posts and tag pages link the blog's list, archive and tags, wherever the blog is served.
  const blogLinks = {
    list: pageHref(site.config, blogRoute(blog)),
    archive: pageHref(site.config, blogRoute(blog, "archive")),
    tags: pageHref(site.config, blogRoute(blog, "tags")),
  };
  for (const model of models) if (model.kind === "blog-list" || model.kind === "tag-page" || model.kind === "blog-post") model.blogLinks = blogLinks;
  return models;
}

/** Returns the model of one post page; its body's opening `# heading` is left out, as Docusaurus does, since the title is the h1. */
function postModel(post: PostInput, summary: PostSummary & { prev?: PageLink; next?: PageLink }, site: SiteContext): PageModel {
  const { page, hast: body } = post;
  const model = withPageMeta(baseModel(site, "blog-post", page.route, page.frontMatter.title, page.frontMatter.description ?? excerpt(body)), page, site);
  model.content = withoutMarker(body);
  model.post = { ...summary, toc: tocOf(page, body, site.config.tableOfContents) };
  return model;
}

/** Returns the tree without an h1 that opens it. */
function withoutTitle(hast: Hast): Hast {
  const first = hast.children.findIndex((node) => node.type === "element");
  const node = hast.children[first];
  return node?.type === "element" && node.tagName === "h1" ? { ...hast, children: hast.children.slice(first + 1) } : hast;
}

function tagRoute(blog: PostRouting, tag: string): string {
  return blogRoute(blog, `tags/${kebabCase(tag)}`);
}

function summarize({ page, hast }: PostInput, authors: Map<string, Author>, site: SiteContext): PostSummary {
  const marker = hast.children.findIndex(isMarker);
  const words = toString(hast).split(/\s+/).filter(Boolean).length;
  return {
    title: page.frontMatter.title,
    href: pageHref(site.config, page.route),
    date: page.date!,
    authors: (page.frontMatter.authors ?? []).flatMap((entry) => authorOf(page, entry, authors)),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    tags: (page.frontMatter.tags ?? []).map((tag) => ({ label: tag, href: pageHref(site.config, tagRoute(site.config.blog, tag)) })),
    summary: marker === -1 ? hast : { ...hast, children: hast.children.slice(0, marker) },
    truncated: marker !== -1,
  };
}

/** Returns a post's author: a key of authors.yaml (a string or `key:`), or one written inline with at least a `name`. */
function authorOf(page: RoutedPage, entry: string | { key?: string; name?: string; title?: string; url?: string }, authors: Map<string, Author>): Author[] {
  const key = typeof entry === "string" ? entry : entry.key;
  if (key === undefined)
    return entry !== null && typeof entry === "object" && entry.name ? [{ name: entry.name, title: entry.title ?? "", url: entry.url }] : [];
  const author = authors.get(key);
  if (!author)
    page.file.message(`Unexpected author \`${key}\`, expected a key of content/blog/authors.yaml`, {
      place: { line: 1, column: 1 },
      ruleId: "invalid-front-matter",
      source: "docs",
    });
  return author ? [author] : [];
}

function isMarker(node: Hast["children"][number]): boolean {
  return node.type === "element" && (node as Element).properties.dataTruncate !== undefined;
}

function withoutMarker(hast: Hast): Hast {
  return { ...hast, children: hast.children.filter((node) => !isMarker(node)) };
}
