export { createTransformer, transformPage, type Transformer, type TransformOptions } from "./transform-page.ts";
export { buildSidebars, flattenDocs, type Sidebars, type SidebarItem } from "./sidebars.ts";
export { sidebarView, breadcrumbsFor, paginationFor, LAZY_CATEGORY_SIZE, type SidebarViewItem, type Crumb, type PageLink } from "./sidebar-view.ts";
export { extractToc, collectIds, type TocItem } from "./toc.ts";
export { toDocModel, toFixedModels, baseModel, type SiteContext } from "./page-model.ts";
export { toBlogModels, type PostInput } from "./blog.ts";
export type { PageModel, PageKind, Shell, AssetManifest, PostSummary } from "./page-types.ts";
export type { LinkRecord } from "./link-record.ts";
