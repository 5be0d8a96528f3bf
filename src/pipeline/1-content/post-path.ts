import { posix } from "node:path";

/**
 * A post's date in its path, as Docusaurus reads it (`DATE_FILENAME_REGEX`): the last `YYYY-MM-DD` or `YYYY/MM/DD`
 * (months and days of one digit too), with the folders before it and the text after it, an `/index` file being its
 * folder: `2024-03-04-launch.md`, `2024/03/04/launch.md`, `releases/2024-03-04-v2.md`, `2024-03-04-launch/index.md`.
 */
const POST_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
/**
 * Returns where a post is below content/blog/ (`rel`), as Docusaurus reads its path: the date in it (`POST_PATH`), and
 * the folder and name of the rest (`releases/2024-03-04-v2.md` is `releases`, `v2`, 2024-03-04; `2024/03/04/launch.md`
 * is `launch`). A path that is only a date has no name: its route is its date (`routes.ts`).
 */
export function postPlace(rel: string): { dir: string; name: string; nameDate?: string; dateSlug?: string } {
  const match = POST_PATH.exec(rel);
  const written = match?.groups!.date;
  const day =
    written &&
    written
      .split(/[-/]/)
      .map((part) => part.padStart(2, "0"))
      .join("-");
  const path = match ? `${match.groups!.folder}${match.groups!.text}`.replace(/\/$/, "") : rel.replace(/(?:\/index)?\.mdx?$/, "");
  const dir = posix.dirname(path) === "." ? "" : posix.dirname(path);
  // The route keeps the date as written, a day of one digit too (`2021-11-1-sync.md` is at 2021/11/1/sync).
  return { dir, name: posix.basename(path), ...(day && { nameDate: day, dateSlug: written!.replaceAll("-", "/") }) };
}

/**
 * Returns the title Docusaurus gives a post with neither `title` nor a `# heading`, from its path below content/blog/
 * (`rel`): the text after the date (`2024-03-04-launch/index.md` is `launch`), else the path without its extension
 * and `/index` (`notes/index.md` is `notes`), as its `parseBlogFileName` reads it.
 */
export function postTitle(rel: string): string {
  return POST_PATH.exec(rel)?.groups!.text || rel.replace(/(?:\/index)?\.mdx?$/, "");
}
