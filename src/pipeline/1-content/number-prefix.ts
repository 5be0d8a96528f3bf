// Docusaurus' default number prefix parser, so folders copied from a Docusaurus site keep their routes and order:
// https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-docs/src/numberPrefix.ts
// Dates (`2024-01-05-x`) and versions (`1.2-x`) are not prefixes.
const IGNORED = /^(?:(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?|\d+[-_.]\d+)/;
const PREFIX = /^(\d+)\s*[-_.]+\s*(.*)$/;

/** Returns a file or folder name without its number prefix (`01-intro` → `intro`), and the prefix as a number. */
export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (IGNORED.test(name)) return { name };
  const match = PREFIX.exec(name);
  return match ? { name: match[2]!, prefix: Number.parseInt(match[1]!, 10) } : { name };
}

/** Returns a folder path with the number prefix of each segment removed (`2-guides/01-setup` → `guides/setup`). */
export function stripNumberPrefixes(path: string): string {
  return path
    .split("/")
    .map((segment) => parseNumberPrefix(segment).name)
    .join("/");
}
