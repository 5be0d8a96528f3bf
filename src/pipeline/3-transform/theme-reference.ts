import { VFile } from "vfile";
import type { CategoryMeta, RoutedPage, ThemeApi } from "../1-content/index.ts";
import { kebabCase } from "../../shared/index.ts";
import { cell, firstSentence, table } from "./reference/markdown.ts";

const DIR = "theme/api";

/** Returns one generated page per theme model, enum and store, and their sidebar categories. */
export function buildThemeReferencePages(api: ThemeApi): { pages: RoutedPage[]; categories: Map<string, CategoryMeta> } {
  const routes = new Map<string, string>([
    ...api.models.map((m) => [m.name, `/docs/${DIR}/models/${kebabCase(m.name)}`] as const),
    ...api.enums.map((e) => [e.name, `/docs/${DIR}/enums/${kebabCase(e.name)}`] as const),
  ]);
  const link = (type: string) => linkType(type, routes);
  const usedBy = new Map<string, Set<string>>();
  const note = (type: string, by: string) => {
    for (const name of type.match(/[A-Za-z_]\w*/g) ?? []) if (routes.has(name) && name !== by) (usedBy.get(name) ?? usedBy.set(name, new Set()).get(name)!).add(by);
  };
  for (const model of api.models) for (const p of model.properties) note(p.type, model.name);
  for (const store of api.stores) for (const s of store.state) note(s.type, store.name);
  const storeRoutes = new Map(api.stores.map((s) => [s.name, `/docs/${DIR}/stores/${s.slug}`]));
  const backlinks = (name: string) => {
    const list = [...(usedBy.get(name) ?? [])].sort();
    return list.length ? `## Used by\n\n${list.map((n) => `- [\`${n}\`](${routes.get(n) ?? storeRoutes.get(n)})`).join("\n")}` : "";
  };

  const pages: RoutedPage[] = [];
  for (const model of api.models) {
    pages.push(page("models", kebabCase(model.name), model.name, model.description, [
      cell(model.description),
      "## Properties",
      table(["Property", "Type", "Description"], model.properties.map((p) => [`\`${p.name}${p.optional ? "?" : ""}\``, link(p.type), cell(p.description)])),
      ...callables("Methods", model.methods ?? [], link),
      backlinks(model.name),
    ]));
  }
  for (const item of api.enums) {
    pages.push(page("enums", kebabCase(item.name), item.name, item.description, [
      cell(item.description),
      "## Values",
      table(["Value", "Description"], item.values.map((v) => [`\`${item.name}.${v.name}\``, cell(v.description)])),
      backlinks(item.name),
    ]));
  }
  for (const store of api.stores) {
    pages.push(page("stores", store.slug, store.name, store.description, [
      cell(store.description),
      "## State",
      table(["Property", "Type", "Description"], store.state.map((s) => [`\`${s.name}\``, link(s.type), cell(s.description)])),
      ...callables("Actions", store.actions, link),
    ]));
  }
  const categories = new Map<string, CategoryMeta>([
    [DIR, { label: "Theme API", position: 8 }],
    [`${DIR}/stores`, { label: "Stores", position: 1 }],
    [`${DIR}/models`, { label: "Models", position: 2 }],
    [`${DIR}/enums`, { label: "Enums", position: 3 }],
  ]);
  return { pages, categories };
}

function callables(heading: string, list: { name: string; description: string; params?: { name: string; type: string; optional?: boolean }[]; returns: string }[], link: (t: string) => string): string[] {
  if (!list.length) return [];
  return [`## ${heading}`, ...list.map((call) => {
    const params = (call.params ?? []).map((p) => `\`${p.name}${p.optional ? "?" : ""}\`: ${link(p.type)}`).join(", ");
    return `### ${call.name}\n\n\`${call.name}(${(call.params ?? []).map((p) => p.name).join(", ")})\`${params ? `, with ${params}` : ""}, returns ${link(call.returns)}.\n\n${cell(call.description)}`;
  })];
}

/** Returns a type string as markdown, each model or enum name linked to its page. */
function linkType(type: string, routes: Map<string, string>): string {
  return type
    .split(/([A-Za-z_]\w*)/)
    .filter(Boolean)
    .map((part) => (routes.has(part) ? `[\`${part}\`](${routes.get(part)})` : `\`${part}\``))
    .join("")
    .replace(/``/g, "")
    .replace(/\|/g, "\\|");
}

function page(kind: string, slug: string, title: string, description: string, parts: string[]): RoutedPage {
  const route = `/docs/${DIR}/${kind}/${slug}`;
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${DIR}/${kind}/${slug}.md`, value: parts.filter(Boolean).join("\n\n") }),
    frontMatter: { title, description: firstSentence(description, title) },
    dir: `${DIR}/${kind}`,
    name: slug,
    generated: true,
    route,
    docId: route.slice(6),
  };
}
