/** Short excerpts of a result's text around the words that matched, as plain segments the client wraps in <mark>. */

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Returns about `length` characters of `text` around the first matched term, split into marked and plain parts. */
export function searchExcerpt(text: string, terms: string[], length = 160): ExcerptPart[] {
  const words = [...new Set(terms.filter((term) => term.length > 1))].sort((a, b) => b.length - a.length);
  const pattern = words.length ? new RegExp(`(${words.map(escape).join("|")})`, "giu") : undefined;
  const first = pattern ? text.search(pattern) : -1;
  let start = first > length / 3 ? first - Math.floor(length / 3) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space > -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  const slice = `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
  if (!pattern) return slice ? [{ text: slice, mark: false }] : [];
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const match of slice.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: slice.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < slice.length) parts.push({ text: slice.slice(last), mark: false });
  return parts;
}

/** Returns `value` with the characters a regular expression treats specially escaped. */
function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
