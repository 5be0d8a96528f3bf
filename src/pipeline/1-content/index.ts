export { importedPath, importedTexts, rawLoaderFile, textImports, type GivenComponents } from "./page-imports.ts";
export {
  discoverContent,
  isContentAsset,
  isPartial,
  MARKDOWN_SOURCE,
  type ReadText,
  type SourcePage,
  type ContentSet,
  type CategoryMeta,
  type Author,
} from "./discover.ts";
export {
  assignRoutes,
  blogListRoutes,
  blogRoute,
  feedRoutes,
  findDuplicateRoutes,
  isCategoryIndex,
  type PostRouting,
  type RoutedPage,
  type RoutedSet,
} from "./routes.ts";
export { HEADING_ID } from "./content-title.ts";
export { docDescription } from "./excerpt.ts";
export {
  blankFrontMatter,
  extractFrontMatter,
  docFrontMatter,
  postFrontMatter,
  tagOf,
  FRONT_MATTER_FENCE,
  type FrontMatter,
  type FrontMatterTag,
} from "./front-matter.ts";
export { loadThemeApi, type ThemeApi, type ThemeModel, type ThemeEnum, type ThemeStore } from "./theme-api.ts";
export { parseNumberPrefix, stripNumberPrefixes } from "./number-prefix.ts";
export { readImageSizes, type ImageSize, type ImageSizeRead } from "./image-sizes.ts";
export { fileStamp } from "./file-stamp.ts";
export { fileCreatedDay } from "./post-date.ts";
export { postPlace } from "./post-path.ts";
export type { CategoryLink } from "./category-file.ts";
