import { getNamedType, isListType, isNonNullType, type GraphQLType } from "graphql";
import { typeRoute } from "../../../shared/reference-routes.ts";

/** Returns a type reference as markdown with the named type linked: `[`[`Order`](…)`!]!`. */
export function typeLink(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeLink(type.ofType)}!`;
  if (isListType(type)) return `\\[${typeLink(type.ofType)}\\]`;
  const named = getNamedType(type);
  return `[\`${named.name}\`](${typeRoute(named)})`;
}

/** Returns text safe inside a markdown table cell. */
export function cell(text: string | null | undefined): string {
  return (text ?? "").replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|").trim();
}

/** Returns the first sentence of a description, for meta descriptions and sidebars. */
export function firstSentence(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return fallback;
  const end = flat.search(/\.(\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

/** Returns a markdown table, or an empty string when there are no rows. */
export function table(head: string[], rows: string[][]): string {
  if (!rows.length) return "";
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** Returns a deprecation note for a table cell, naming the replacement when the reason does. */
export function deprecation(reason: string | null | undefined): string {
  return reason ? ` **Deprecated:** ${cell(reason)}` : "";
}
