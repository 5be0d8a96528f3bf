import type { PhrasingContent, Root, RootContent } from "mdast";
import { VFile } from "vfile";
import type { CategoryMeta, RoutedPage, ThemeApi } from "../../1-content/index.ts";
import { kebabCase } from "../../../shared/index.ts";
import { heading, inlineCode, link, list, markdownBlocks, markdownInline, paragraph, phrasing, root, table, type Inline } from "./reference/mdast.ts";
import { firstSentence } from "./reference/first-sentence.ts";

const DIR = "theme/api";

/** Returns one generated page per theme model, enum and store, built as mdast, and their sidebar categories. */
export function buildThemeReferencePages(api: ThemeApi): { pages: RoutedPage[]; categories: Map<string, CategoryMeta> } {
  const routes = new Map<string, string>([
    ...api.models.map((m) => [m.name, `/docs/${DIR}/models/${kebabCase(m.name)}`] as const),
    ...api.enums.map((e) => [e.name, `/docs/${DIR}/enums/${kebabCase(e.name)}`] as const),
  ]);
  const link = (type: string) => linkType(type, routes);
  const usedBy = new Map<string, Set<string>>();
  const note = (type: string, by: string) => {
    for (const name of type.match(/[A-Za-z_]\w*/g) ?? [])
      if (routes.has(name) && name !== by) (usedBy.get(name) ?? usedBy.set(name, new Set()).get(name)!).add(by);
  };
  for (const model of api.models) for (const p of model.properties) note(p.type, model.name);
  for (const store of api.stores) for (const s of store.state) note(s.type, store.name);
  const storeRoutes = new Map(api.stores.map((s) => [s.name, `/docs/${DIR}/stores/${s.slug}`]));
  const backlinks = (name: string): RootContent[] => {
    const names = [...(usedBy.get(name) ?? [])].sort();
    return names.length ? [heading(2, "Used by"), list(names.map((n) => [linkTo(routes.get(n) ?? storeRoutes.get(n)!, n)]))!] : [];
  };

  const pages: RoutedPage[] = [];
  for (const model of api.models) {
    pages.push(
      page("models", kebabCase(model.name), model.name, model.description, () => [
        ...markdownBlocks(model.description),
        heading(2, "Properties"),
        table(
          ["Property", "Type", "Description"],
          model.properties.map((p) => [inlineCode(`${p.name}${p.optional ? "?" : ""}`), link(p.type), markdownInline(p.description)]),
        ),
        ...callables("Methods", model.methods ?? [], link),
        ...backlinks(model.name),
      ]),
    );
  }
  for (const item of api.enums) {
    pages.push(
      page("enums", kebabCase(item.name), item.name, item.description, () => [
        ...markdownBlocks(item.description),
        heading(2, "Values"),
        table(
          ["Value", "Description"],
          item.values.map((v) => [inlineCode(`${item.name}.${v.name}`), markdownInline(v.description)]),
        ),
        ...backlinks(item.name),
      ]),
    );
  }
  for (const store of api.stores) {
    pages.push(
      page("stores", store.slug, store.name, store.description, () => [
        ...markdownBlocks(store.description),
        heading(2, "State"),
        table(
          ["Property", "Type", "Description"],
          store.state.map((s) => [inlineCode(s.name), link(s.type), markdownInline(s.description)]),
        ),
        ...callables("Actions", store.actions, link),
      ]),
    );
  }
  const categories = new Map<string, CategoryMeta>([
    [DIR, { label: "Theme API", position: 8 }],
    [`${DIR}/stores`, { label: "Stores", position: 1 }],
    [`${DIR}/models`, { label: "Models", position: 2 }],
    [`${DIR}/enums`, { label: "Enums", position: 3 }],
  ]);
  return { pages, categories };
}

const linkTo = (route: string, name: string) => link(route, inlineCode(name));

type Callable = { name: string; description: string; params?: { name: string; type: string; optional?: boolean }[]; returns: string };

/** Returns a section with a heading and a line per method or action: its call, parameters, return type and description. */
function callables(title: string, calls: Callable[], link: (t: string) => PhrasingContent[]): (RootContent | undefined)[] {
  if (!calls.length) return [];
  return [
    heading(2, title),
    ...calls.flatMap((call) => {
      const params = (call.params ?? []).map((p, i): Inline => [i ? ", " : "", inlineCode(`${p.name}${p.optional ? "?" : ""}`), ": ", link(p.type)]);
      return [
        heading(3, call.name),
        paragraph(
          inlineCode(`${call.name}(${(call.params ?? []).map((p) => p.name).join(", ")})`),
          params.length > 0 && [", with ", params],
          ", returns ",
          link(call.returns),
          ".",
        ),
        ...markdownBlocks(call.description),
      ];
    }),
  ];
}

/**
 * Returns a type string as phrasing: each model or enum name linked to its page, the text between them as code
 * (`Image | null` is a link to Image, then ` | null` as code, one space off each end when both have one, as markdown reads it).
 */
function linkType(type: string, routes: Map<string, string>): PhrasingContent[] {
  const parts: Inline[] = [];
  let pending = "";
  const flush = () => {
    if (!pending) return;
    const spaced = pending.length > 1 && pending.startsWith(" ") && pending.endsWith(" ") && /[^ ]/.test(pending);
    parts.push(inlineCode(spaced ? pending.slice(1, -1) : pending));
    pending = "";
  };
  for (const part of type.split(/([A-Za-z_]\w*)/).filter(Boolean)) {
    if (routes.has(part)) {
      flush();
      parts.push(linkTo(routes.get(part)!, part));
    } else pending += part;
  }
  flush();
  return phrasing(parts);
}

/**
 * Returns a page whose tree `blocks` builds when the compile reaches it, not before: a page the cache keeps is never
 * built. Each call gives a tree of its own, which the transform changes in place.
 */
function page(kind: string, slug: string, title: string, description: string, blocks: () => (RootContent | undefined)[]): RoutedPage {
  const route = `/docs/${DIR}/${kind}/${slug}`;
  const tree = (): Root => root(blocks());
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${DIR}/${kind}/${slug}.md`, value: "" }),
    tree,
    frontMatter: { title, description: firstSentence(description, title) },
    dir: `${DIR}/${kind}`,
    name: slug,
    generated: true,
    route,
    docId: route.slice(6),
  };
}
