import { getNamedType, parse, TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from "graphql";
import type { RoutedPage } from "../../../1-content/index.ts";

const FENCE = /^```graphql([^\n]*)\n([\s\S]*?)^```/gm;

export interface GuideRef {
  label: string;
  route: string;
}

/** Returns a string that changes exactly when what `collectGuideUsage` reads changes: routes, titles, graphql blocks. */
export function guideUsageKey(pages: RoutedPage[]): string {
  const parts: string[] = [];
  for (const page of pages) {
    if (page.generated) continue;
    const blocks = [...String(page.file.value).matchAll(FENCE)].map((match) => match[2]);
    if (blocks.length) parts.push(page.route, page.frontMatter.title, ...blocks);
  }
  return parts.join("\0");
}

/**
 * Returns which guides use which schema items, keyed `TypeName` or `Query.field` / `Mutation.field` / `Subscription.field`,
 * read from the pages' ```graphql blocks (invalid blocks are skipped here; the build reports them elsewhere).
 */
export function collectGuideUsage(schema: GraphQLSchema, pages: RoutedPage[]): Map<string, GuideRef[]> {
  const usage = new Map<string, Map<string, GuideRef>>();
  const add = (key: string, page: RoutedPage) => {
    const refs = usage.get(key) ?? usage.set(key, new Map()).get(key)!;
    refs.set(page.route, { label: page.frontMatter.title, route: page.route });
  };
  for (const page of pages) {
    if (page.generated) continue;
    for (const match of String(page.file.value).matchAll(FENCE)) {
      let document;
      try {
        document = parse(match[2]!);
      } catch {
        continue;
      }
      const typeInfo = new TypeInfo(schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field() {
            const parent = typeInfo.getParentType();
            const field = typeInfo.getFieldDef();
            if (!parent || !field) return;
            if (parent === schema.getQueryType() || parent === schema.getMutationType() || parent === schema.getSubscriptionType())
              add(`${parent.name}.${field.name}`, page);
            add(getNamedType(field.type).name, page);
            for (const arg of field.args) add(getNamedType(arg.type).name, page);
          },
        }),
      );
    }
  }
  return new Map([...usage].map(([key, refs]) => [key, [...refs.values()].sort((a, b) => (a.route < b.route ? -1 : 1))]));
}
