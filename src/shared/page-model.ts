import type { Root as Hast } from "hast";
import type { MockVocabulary } from "./mock-scalar.ts";
import type { SearchScope } from "./search-options.ts";
import type { SidebarViewItem } from "./sidebar-view.ts";

/**
 * The data the build gives templates and the browser: each page's model and the parts it is made of. Types only, so
 * the build, the templates and the client share them without importing any stage.
 */

/** One step of a doc page's breadcrumbs; the page itself has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A link to another page: previous and next, footer columns, tags. */
export interface PageLink {
  label: string;
  href: string;
}

/** One heading of a page's table of contents. */
export interface TocItem {
  depth: number;
  id: string;
  text: string;
}

/** A card of Docusaurus' DocCardList: a doc, a category (its link) or a link elsewhere, with its description. */
export interface DocCard {
  /** The emoji before its title: the one its label starts with, else its kind's. */
  icon: string;
  /** Its label without that emoji. */
  label: string;
  href: string;
  /** A doc's front matter `description` or excerpt; a category's own description, else its number of items. */
  description?: string;
}

export type PageKind = "doc" | "home" | "blog-list" | "blog-post" | "blog-archive" | "tag-list" | "tag-page" | "author-list" | "playground" | "not-found";

export interface AssetManifest {
  css: string;
  /** The docs versions' banner and menu stylesheet, on a site with docs versions only. */
  versionsCss?: string;
  js: string;
  /** The playground's editor, a page part loaded on demand on /playground only. */
  playground: string;
  /** The search code (MiniSearch and the query), loaded when the search dialog first opens. */
  search: string;
  /** The search index: the quick one (titles, headings, API names) first, then the full text. */
  searchIndex?: { quick: string; full: string };
  /** The Admin API schema as SDL, when the site has one. */
  schema?: string;
  /** Each sidebar's whole tree as JSON, for categories the HTML leaves out. */
  sidebars?: Record<string, string>;
}

/** What every page shows around its content: navigation, footer, assets. */
export interface Shell {
  siteTitle: string;
  baseUrl: string;
  /** config.yaml's `trailingSlash`: pages' hrefs end with `/` (`pageHref`). */
  trailingSlash?: boolean;
  engine: string;
  fontStylesheet?: string;
  baseUrlBanner: boolean;
  /** The blog's RSS and Atom feeds, with the base URL; none on a site without a blog post. */
  feeds?: { rss: string; atom: string };
  /** The Atom feed of the API's changelog, with the base URL, on a site whose config.yaml lists API versions. */
  changelogFeed?: string;
  assets: AssetManifest;
  navbar: { title: string; homeHref: string; items: NavbarItem[] };
  footer: { columns: { title: string; items: PageLink[] }[]; copyright: string };
  /** The docs versions menus of the navbar, the main docs' first (config.yaml's `docsVersions.dropdown`, a docs root's). */
  versionMenus?: VersionMenu[];
  /**
   * On a site with docs versions: the label of the version search starts in (the page's own, or else the last one of
   * its docs or the main docs), and the versions searched, by docs folder (`''` for the main docs): the version read
   * of the page's docs and the last one of each other.
   */
  searchScope?: { label: string; versions: SearchScope };
}

/** A navbar link, or a dropdown of links (`items`; its own `href` and `active` unused). */
export interface NavbarItem {
  label: string;
  href: string;
  active: boolean;
  items?: { label: string; href: string; active: boolean }[];
}

/** The navbar's docs versions menu: the version shown, and each version's link from this page. */
export interface VersionMenu {
  /** The folder of its docs below content/docs, for other docs than the main ones: it names the menu for a screen reader. */
  docs?: string;
  label: string;
  items: { label: string; href: string; active: boolean }[];
}

/** The banner above a doc of a version that is not the last: what it says and where the last version's doc is. */
export interface VersionBanner {
  kind: "unreleased" | "unmaintained";
  /** The page's version's label. */
  label: string;
  latestLabel: string;
  href: string;
}

export interface PostSummary {
  title: string;
  href: string;
  date: string;
  authors: { name: string; title: string; url?: string }[];
  readingMinutes: number;
  tags: PageLink[];
  summary: Hast;
  truncated: boolean;
}

/**
 * What the site's own files (sitemap, feeds, llms.txt, the search index) read of a rendered page: its model without
 * the trees, the shell and the doc's sidebar view, which its HTML holds already. The page cache keeps one for every
 * doc page, and a build after an edit reads them all.
 */
export type PageSummary = Omit<PageModel, "shell" | "content" | "doc"> & { doc?: { sidebarId?: string } };

/** Everything a template needs, computed before render; templates only lay it out. */
export interface PageModel {
  kind: PageKind;
  route: string;
  title: string;
  browserTitle: string;
  description: string;
  canonical: string;
  /** Front matter `keywords`, for the keywords meta tag. */
  keywords?: string[];
  /** Front matter `image` as an absolute URL, for og:image. */
  image?: string;
  /** Front matter `unlisted`: built, but kept out of sidebars and blog lists and marked noindex. */
  unlisted?: boolean;
  /** A page of a site with `noIndex`, or a doc of a docs version with it: marked noindex and left out of the sitemap. */
  noIndex?: boolean;
  /** The robots tag an MDX page's `<Head>` writes (`noindex`): the page's, as written; `noindex` in it keeps the page out of the sitemap. */
  robots?: string;
  /** A doc of a docs version: the version's label and the folder of its docs (`''` for the main docs), which its search index entry carries. */
  version?: { label: string; docs: string };
  /** A page of a released API version's reference: the version's name, which its search result names. */
  apiVersion?: string;
  shell: Shell;
  content?: Hast;
  doc?: {
    /** The sidebar the page shows; none for a doc no sidebar lists, which Docusaurus shows without one. */
    sidebarId?: string;
    sidebar: SidebarViewItem[];
    toc: TocItem[];
    breadcrumbs: Crumb[];
    prev?: PageLink;
    next?: PageLink;
    /** The badge above the title ("Version: Next"); none for a version whose `badge` is false. */
    versionLabel?: string;
    versionBanner?: VersionBanner;
    tags: string[];
    /** No h1 from the title: front matter `hide_title`, or the content has its own `# heading`. */
    hideTitle?: boolean;
  };
  post?: PostSummary & { prev?: PageLink; next?: PageLink; toc: TocItem[] };
  blogList?: { posts: PostSummary[]; prev?: PageLink; next?: PageLink; heading: string };
  archive?: { years: { year: string; posts: { title: string; href: string; date: string }[] }[] };
  tagList?: { label: string; href: string; count: number }[];
  /** The blog's authors page: each author of authors.yaml with the number of listed posts they wrote. */
  authorList?: { name: string; title: string; url?: string; count: number }[];
  /** On the blog's pages but the archive: the newest posts, by year, the page's own marked (config.yaml's `blog.sidebarCount`). */
  blogSidebar?: { title: string; years: { year: string; posts: { label: string; href: string; active: boolean }[] }[] };
  /** On the blog's lists, posts and tag pages: the hrefs of its list, archive and tags pages (none when no post has a tag). */
  blogLinks?: { list: string; archive: string; tags?: string };
  home?: { heroTitle: string; heroText: string; cards: { title: string; text: string; href: string }[] };
  /** The playground's first operation (when the site has a schema) and the words its mocks use. */
  playground?: {
    query?: string;
    variables?: string;
    vocabulary: MockVocabulary;
    /** The route of the reference its Schema list links to: a released API version's; unset, the current one's. */
    reference?: string;
  };
}
