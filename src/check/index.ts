export { checkLinks, type LinkSource, type LinkIndex } from "./check-links.ts";
export { runLinkinator, type BrokenTarget } from "./run-linkinator.ts";
export { brokenLinkReport } from "./broken-link-report.ts";
