export {
  normalizePath,
  pageHref,
  withBase,
  withoutBase,
  pageBasePath,
  routeToFile,
  markdownTwinFile,
  kebabCase,
  safeDecode,
  isLinkActive,
  type PageUrls,
} from "./paths.ts";
export { pageTitle } from "./title.ts";
export { headingText, isHashLink } from "./heading-text.ts";
export { clip } from "./clip.ts";
export { executeMocked, mockableValues, type MockOptions } from "./mock-data.ts";
export { describedExample, hash, mockFormKnown, mockScalar, type MockContext, type MockVocabulary } from "./mock-scalar.ts";
export { REFERENCE_DIR, REFERENCE_ROUTE, REFERENCE_KINDS, KIND_LABELS, kindOfType, referenceRoute, typeRoute, type ReferenceKind } from "./reference-routes.ts";
export { BASE_URL_BANNER_SCRIPT } from "./base-url-banner.ts";
export { playgroundSearch, readPlaygroundSearch, type PlaygroundRun } from "./playground-url.ts";
export {
  EXACT_NAME_BOOST,
  FIELD_BOOSTS,
  FULL_FIELDS,
  QUICK_FIELDS,
  indexOptions,
  processTerm,
  searchOptions,
  tokenize,
  tokenizeQuery,
  type SearchDocument,
  type SearchIndexFile,
  type SearchPage,
  type SearchScope,
  type SearchSection,
} from "./search-options.ts";
export { loadIndex, searchIndex, type LoadedIndex, type SearchHit } from "./search-query.ts";
export { searchExcerpt, type ExcerptPart } from "./search-excerpt.ts";
export { cspHeader, type CspAllowances } from "./csp-header.ts";
export { loadAfresh, retryUrl } from "./load-afresh.ts";
export {
  pageSidebar,
  openBranchesByHref,
  BRANCH_WINDOW,
  CLOSED_PAGES_LIMIT,
  LAZY_CATEGORY_SIZE,
  type OpenBranches,
  type SidebarTree,
  type SidebarViewItem,
} from "./sidebar-view.ts";
export { walkTree, SKIP, type WalkAction } from "./walk-tree.ts";
export { nearest } from "./nearest.ts";
export type { AssetManifest, Crumb, DocCard, PageKind, PageLink, PageModel, PageSummary, PostSummary, Shell, TocItem } from "./page-model.ts";
export { noMemo, type Memo, type StepInputs } from "./memo.ts";
