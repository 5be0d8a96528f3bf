import type { Position } from "unist";

/** An internal link found in a page, kept so the link check can name its source line. */
export interface LinkRecord {
  /** The route or asset path without the base URL, e.g. `/docs/intro`. */
  target: string;
  fragment?: string;
  place?: Position;
  /**
   * The same route in the linking page's own docs folder (`/docs/cli` written in content/docs/jest/ → `/docs/jest/cli`),
   * which the link check suggests when `target` does not exist.
   */
  alternative?: string;
  /** The file the link is written in, when it is not the page's own: a partial the page shows. */
  file?: string;
  /** The URL as written, when it is relative to the page (`img/chart.png` in an `<img src>`): the message names both. */
  written?: string;
}
