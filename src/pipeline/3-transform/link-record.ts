import type { Position } from "unist";

/** An internal link found in a page, kept so the link check can name its source line. */
export interface LinkRecord {
  /** The route or asset path without the base URL, e.g. `/docs/intro`. */
  target: string;
  fragment?: string;
  place?: Position;
}
