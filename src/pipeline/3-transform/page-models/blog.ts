import { posix } from "node:path";
import type { Element, Root as Hast } from "hast";
import { blogRoute, tagOf, type Author, type PostRouting, type RoutedPage } from "../../1-content/index.ts";
import { pageHref } from "../../../shared/index.ts";
import { baseModel, excerpt, tocOf, withPageMeta, type SiteContext } from "./models.ts";
import type { PageModel, PostSummary } from "../../../shared/page-model.ts";
import type { PageLink } from "../../../shared/index.ts";

export interface PostInput {
  page: RoutedPage;
  hast: Hast;
  /** Its reading time (`readingMinutes` of its text). */
  readingMinutes: number;
}

const WORDS_PER_MINUTE = 200;
const WORDS = new Intl.Segmenter("en", { granularity: "word" });

/**
 * Returns every blog page, as Docusaurus' blog makes them: the posts, the paginated list, the archive, the tag list,
 * each tag's paginated list, and the authors page when authors.yaml names any.
 */
export function toBlogModels(input: PostInput[], authors: Map<string, Author>, site: SiteContext): PageModel[] {
  // As Docusaurus: a blog without a post has no list, archive or tags page.
  if (!input.length) return [];
  const posts = input.map((post) => ({ ...post, hast: withoutTitle(post.hast) }));
  const blog = site.config.blog;
  const newest = [...posts].sort(newestFirst);
  const summaryOf = new Map(newest.map((post) => [post, summarize(post, authors, site)]));
  const sorted = newest.filter((post) => !post.page.frontMatter.unlisted);
  const summaries = sorted.map((post) => summaryOf.get(post)!);
  const link = (s?: PostSummary) => (s ? { label: s.title, href: s.href } : undefined);
  const models: PageModel[] = sorted.map((post, i) => postModel(post, { ...summaries[i]!, prev: link(summaries[i - 1]), next: link(summaries[i + 1]) }, site));
  // Unlisted posts are built, but no list, archive or previous/next link leads to them, nor a tag page of listed posts.
  for (const post of posts) if (post.page.frontMatter.unlisted) models.push(postModel(post, summaryOf.get(post)!, site));
  const list = { kind: "blog-list" as const, route: blogRoute(blog), title: blog.title, heading: blog.title, description: blog.description };
  const tags = tagModels(site, newest, summaryOf);
  models.push(...listModels(site, list, summaries), archiveModel(site, summaries), ...tags);
  if (authors.size) models.push(authorsModel(site, authors, sorted));
  // The lists, posts and tag pages link the blog's list, archive and tags, wherever the blog is served.
  const blogLinks = {
    list: pageHref(site.config, blogRoute(blog)),
    archive: pageHref(site.config, blogRoute(blog, "archive")),
    ...(tags.length ? { tags: pageHref(site.config, blogRoute(blog, "tags")) } : {}),
  };
  for (const model of models) if (model.kind === "blog-list" || model.kind === "tag-page" || model.kind === "blog-post") model.blogLinks = blogLinks;
  const sidebar = recentPosts(newest, site);
  for (const model of models) if (sidebar && model.kind !== "blog-archive") model.blogSidebar = withActive(sidebar, pageHref(site.config, model.route));
  return models;
}

/** What the blog's sidebar lists: its title, and its posts by year, newest first (`PageModel.blogSidebar`, none marked). */
type BlogSidebar = NonNullable<PageModel["blogSidebar"]>;

/** The blog's sidebar before a page marks its own link: the newest posts, each with its year and whether it is unlisted. */
interface RecentPosts {
  title: string;
  posts: { year: string; label: string; href: string; unlisted: boolean }[];
}

/**
 * Returns the blog's sidebar, as Docusaurus' makes it: the `sidebarCount` (5 unless set, `ALL`) first of the posts,
 * `newest` first; none for 0.
 */
function recentPosts(newest: PostInput[], site: SiteContext): RecentPosts | undefined {
  const { sidebarCount = 5, sidebarTitle = "Recent posts" } = site.config.blog;
  if (sidebarCount === 0) return undefined;
  return {
    title: sidebarTitle,
    posts: (sidebarCount === "ALL" ? newest : newest.slice(0, sidebarCount)).map(({ page }) => ({
      year: page.date!.slice(0, 4),
      label: page.frontMatter.title,
      href: pageHref(site.config, page.route),
      unlisted: page.frontMatter.unlisted === true,
    })),
  };
}

/** Orders posts newest first, those of one day by route. */
function newestFirst(a: PostInput, b: PostInput): number {
  return b.page.date! < a.page.date! ? -1 : b.page.date! > a.page.date! ? 1 : a.page.route < b.page.route ? -1 : 1;
}

/**
 * Returns the sidebar a page shows, by year, its own link marked: an unlisted post is counted among the newest but
 * shown on its own page only, as Docusaurus' `useVisibleBlogSidebarItems` shows it.
 */
function withActive(sidebar: RecentPosts, href: string): BlogSidebar {
  const years = new Map<string, BlogSidebar["years"][number]["posts"]>();
  for (const post of sidebar.posts) {
    if (post.unlisted && post.href !== href) continue;
    (years.get(post.year) ?? years.set(post.year, []).get(post.year)!).push({ label: post.label, href: post.href, active: post.href === href });
  }
  return { title: sidebar.title, years: [...years].map(([year, posts]) => ({ year, posts })) };
}

/** What a paginated list of posts is: its kind of page, its first page's route, its title, heading and description. */
interface PostList {
  kind: "blog-list" | "tag-page";
  route: string;
  title: string;
  heading: string;
  description: string;
}

/**
 * Returns the pages of a list of posts, `postsPerPage` a page (all on one for `ALL`): the first at the list's route,
 * the others at `<route>/page/N`, titled `<title>, page N`, as Docusaurus' `paginateBlogPosts` pages the blog and each tag.
 */
function listModels(site: SiteContext, list: PostList, summaries: PostSummary[]): PageModel[] {
  const perPage = site.config.blog.postsPerPage === "ALL" ? Math.max(1, summaries.length) : site.config.blog.postsPerPage;
  const pages = Math.max(1, Math.ceil(summaries.length / perPage));
  const routeOf = (n: number) => (n === 1 ? list.route : posix.join(list.route, `page/${n}`));
  return Array.from({ length: pages }, (_, i) => {
    const n = i + 1;
    const model = baseModel(site, list.kind, routeOf(n), n === 1 ? list.title : `${list.title}, page ${n}`, list.description);
    model.blogList = {
      heading: list.heading,
      posts: summaries.slice(i * perPage, n * perPage),
      prev: n > 1 ? { label: "Newer posts", href: pageHref(site.config, routeOf(n - 1)) } : undefined,
      next: n < pages ? { label: "Older posts", href: pageHref(site.config, routeOf(n + 1)) } : undefined,
    };
    return model;
  });
}

/** Returns the archive: every listed post by year, newest year first and, as in Docusaurus' archive, oldest post first within it. */
function archiveModel(site: SiteContext, summaries: PostSummary[]): PageModel {
  const archive = baseModel(site, "blog-archive", blogRoute(site.config.blog, "archive"), "Archive", "Every blog post, grouped by year.");
  const years = new Map<string, { title: string; href: string; date: string }[]>();
  for (const s of summaries) {
    const year = s.date.slice(0, 4);
    (years.get(year) ?? years.set(year, []).get(year)!).unshift({ title: s.title, href: s.href, date: s.date });
  }
  archive.archive = { years: [...years].map(([year, posts]) => ({ year, posts })) };
  return archive;
}

/**
 * Returns the tag list and each tag's list of posts, titled as Docusaurus titles them (`3 posts tagged with "api"`),
 * none when no post has a tag. Tags at one route are one tag, labelled as the newest post names it, as Docusaurus
 * groups them by permalink; as its `getTagVisibility`, a tag's page lists its listed posts, or all of them when every
 * one is unlisted, and such a tag is left out of the tag list.
 */
function tagModels(site: SiteContext, newest: PostInput[], summaryOf: Map<PostInput, PostSummary>): PageModel[] {
  const blog = site.config.blog;
  const byRoute = new Map<string, { label: string; posts: PostInput[] }>();
  for (const post of newest) {
    for (const tag of (post.page.frontMatter.tags ?? []).map(tagOf)) {
      const route = tagRoute(blog, tag.permalink);
      const entry = byRoute.get(route) ?? byRoute.set(route, { label: tag.label, posts: [] }).get(route)!;
      if (!entry.posts.includes(post)) entry.posts.push(post);
    }
  }
  if (!byRoute.size) return [];
  const tags = [...byRoute]
    .sort(([, a], [, b]) => a.label.localeCompare(b.label, "en"))
    .map(([route, { label, posts }]) => {
      const listed = posts.filter((post) => !post.page.frontMatter.unlisted);
      return { route, label, unlisted: !listed.length, posts: (listed.length ? listed : posts).map((post) => summaryOf.get(post)!) };
    });
  const tagList = baseModel(site, "tag-list", blogRoute(blog, "tags"), "Tags", "Every blog tag with its number of posts.");
  tagList.tagList = tags.filter((tag) => !tag.unlisted).map(({ route, label, posts }) => ({ label, href: pageHref(site.config, route), count: posts.length }));
  return [
    tagList,
    ...tags.flatMap(({ route, label, posts }) => {
      const heading = `${posts.length === 1 ? "One post" : `${posts.length} posts`} tagged with "${label}"`;
      return listModels(site, { kind: "tag-page", route, title: heading, heading, description: `${heading}.` }, posts);
    }),
  ];
}

/**
 * Returns the authors page: every author of authors.yaml in its order, with the number of listed posts each wrote, as
 * Docusaurus' blog lists them at `<blog>/authors`.
 */
function authorsModel(site: SiteContext, authors: Map<string, Author>, listed: PostInput[]): PageModel {
  const model = baseModel(site, "author-list", blogRoute(site.config.blog, "authors"), "Authors", "Every author of the blog with their number of posts.");
  const wrote = (key: string) =>
    listed.filter(({ page }) => (page.frontMatter.authors ?? []).some((entry) => (typeof entry === "string" ? entry : entry.key) === key)).length;
  model.authorList = [...authors].map(([key, author]) => ({ ...author, count: wrote(key) }));
  return model;
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

/** Returns the route of a tag's page: its permalink below the blog's `tags` (`tagOf`). */
function tagRoute(blog: PostRouting, permalink: string): string {
  return blogRoute(blog, `tags/${permalink}`);
}

function summarize({ page, hast, readingMinutes }: PostInput, authors: Map<string, Author>, site: SiteContext): PostSummary {
  const marker = hast.children.findIndex(isMarker);
  return {
    title: page.frontMatter.title,
    href: pageHref(site.config, page.route),
    date: page.date!,
    authors: postAuthors(page, authors),
    readingMinutes,
    tags: (page.frontMatter.tags ?? []).map(tagOf).map((tag) => ({ label: tag.label, href: pageHref(site.config, tagRoute(site.config.blog, tag.permalink)) })),
    summary: marker === -1 ? hast : { ...hast, children: hast.children.slice(0, marker) },
    truncated: marker !== -1,
  };
}

/**
 * Returns a post's reading time in whole minutes, as Docusaurus counts it: the words (`Intl.Segmenter`'s word-like
 * segments) of its markdown (`source`, the front matter blanked, as discovery leaves a file's text) after an opening
 * `# title`, 200 a minute, rounded to hundredths and then up.
 */
export function readingMinutes(source: string): number {
  const body = source.replace(/^\s*# .*(?:\r?\n|$)/, "");
  let words = 0;
  for (const segment of WORDS.segment(body)) if (segment.isWordLike) words++;
  return Math.ceil(Math.round((words / WORDS_PER_MINUTE) * 100) / 100);
}

/**
 * Returns a post's authors: those of `authors`, else the one Docusaurus' legacy keys name (`author`, `author_title`,
 * `author_url`, each also in camel case); both is a warning, as Docusaurus refuses it, and `authors` wins.
 */
function postAuthors(page: RoutedPage, authors: Map<string, Author>): Author[] {
  const fm = page.frontMatter;
  const listed = (fm.authors ?? []).flatMap((entry) => authorOf(page, entry, authors));
  const [name, title, url] = [fm.author, fm.author_title ?? fm.authorTitle, fm.author_url ?? fm.authorURL];
  if (name === undefined && title === undefined && url === undefined) return listed;
  if (fm.authors?.length) {
    page.file.message("Unexpected `author` keys beside `authors`, expected one or the other", {
      place: page.file.data.frontMatterKeys?.author ?? page.file.data.frontMatterKeys?.authors ?? { line: 1, column: 1 },
      ruleId: "invalid-front-matter",
      source: "docs",
    }).note = "name the author in `authors` only, as Docusaurus asks";
    return listed;
  }
  return [{ name: name ?? "", title: title ?? "", ...(url ? { url } : {}) }];
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
