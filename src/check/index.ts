export { checkLinks, type LinkSource, type LinkIndex } from "./check-links.ts";
export { runLinkinator, type BrokenTarget } from "./run-linkinator.ts";
