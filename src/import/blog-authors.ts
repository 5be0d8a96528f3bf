import { LineCounter, parseDocument, stringify, isMap, isScalar, type Pair } from "yaml";
import { webUrl } from "../pipeline/0-config/index.ts";
import type { CarryNote } from "./config-reader.ts";

/**
 * Returns Docusaurus' `authors.yml` as Folio's content/blog/authors.yaml (`name`, `title`, `url` of each author), and
 * a note at each key left out (`image_url`, `socials`, …): posts name their authors by these keys, so they must exist.
 */
export function blogAuthors(text: string, path: string): { text?: string; notes: CarryNote[] } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const at = (node: { range?: [number, number, number] | null } | null | undefined) => {
    const { line, col } = counter.linePos(node?.range?.[0] ?? 0);
    return `${path}:${line}:${col}`;
  };
  if (doc.errors.length > 0 || !isMap(doc.contents))
    return { notes: [{ at: at(doc.contents), reason: "the blog's authors file is no YAML map of authors, not carried over" }] };
  const notes: CarryNote[] = [];
  const authors: Record<string, { name: string; title: string; url?: string }> = {};
  for (const pair of doc.contents.items as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined || !isMap(pair.value)) {
      notes.push({ at: at(pair.key as never), reason: "an author that is no map of keys, not carried over" });
      continue;
    }
    const fields = Object.fromEntries((pair.value.items as Pair[]).map((field) => [isScalar(field.key) ? String(field.key.value) : "", field]));
    const value = (name: string) => (isScalar(fields[name]?.value) ? fields[name]!.value.value : undefined);
    const url = value("url");
    authors[key] = {
      name: String(value("name") ?? key),
      title: String(value("title") ?? ""),
      ...(typeof url === "string" && webUrl.safeParse(url).success ? { url } : {}),
    };
    for (const [name, field] of Object.entries(fields).sort()) {
      if (name === "name" || name === "title" || (name === "url" && authors[key].url)) continue;
      notes.push({ at: at(field.key as never), reason: `author key \`${key}.${name}\` has no counterpart in content/blog/authors.yaml` });
    }
  }
  return { text: stringify(authors, { lineWidth: 0 }), notes };
}
