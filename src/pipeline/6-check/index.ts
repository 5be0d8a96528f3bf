export { checkLinks, type LinkSource, type LinkIndex } from "./check-links.ts";
export { prepareLinkinator, type BrokenTarget, type Linkinator } from "./linkinator/run-linkinator.ts";
export { brokenLinkReport } from "./broken-link-report.ts";
