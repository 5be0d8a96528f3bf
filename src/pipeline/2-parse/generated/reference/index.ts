export { buildReferencePages, type ReferenceOutput } from "./reference-pages.ts";
export { buildUsedBy } from "./used-by.ts";
export { collectGuideUsage, guideUsageKey } from "./guide-usage.ts";
export { exampleOperation } from "./example-operation.ts";
export { REFERENCE_ROUTE, referenceRoute, typeRoute, kindOfType } from "../../../../shared/reference-routes.ts";
export { reportMissingScopeDirective } from "./scopes.ts";
export { buildChangelogPages, type ApiVersion, type ChangelogEntry, type ChangelogOutput } from "./changelog-pages.ts";
export { itemRoute } from "./item-route.ts";
export {
  CHANGELOG_FEED,
  CHANGELOG_ROUTE,
  changelogRoute,
  versionPlaygroundRoute,
  versionReferenceRoute,
  withReferenceRoute,
} from "./version-routes.ts";
