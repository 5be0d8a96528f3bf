export { buildReferencePages, type ReferenceOutput } from "./reference-pages.ts";
export { buildUsedBy } from "./used-by.ts";
export { collectGuideUsage, guideUsageKey } from "./guide-usage.ts";
export { exampleOperation } from "./example-operation.ts";
export { REFERENCE_ROUTE, referenceRoute, typeRoute, kindOfType } from "../../../../shared/reference-routes.ts";
export { reportMissingScopeDirective } from "./scopes.ts";
