import { getNamedType, isEnumType, isScalarType, isSpecifiedDirective, type GraphQLField, type GraphQLSchema, type ValueNode } from "graphql";
import type { VFile } from "vfile";
import { yamlPlaces } from "../../../0-config/index.ts";
import { typePageRoute as typeRoute } from "./version-routes.ts";

/** What an operation page says about scopes: the scopes the field requires (none: "Requires no scope.") and the page listing them all. */
export interface ScopeRequirement {
  scopes: string[];
  /** The page of the enum the directive's argument takes, when it takes one. */
  route?: string;
}

/**
 * Returns the scopes `field` requires by the directive config.yaml names (`reference.scopeDirective`), read from
 * the directive's enum and string arguments. Undefined when no directive is named or the schema defines none of
 * that name: the page then says nothing about scopes, since the schema says nothing about them.
 */
export function scopeRequirement(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  directiveName: string | undefined,
): ScopeRequirement | undefined {
  const name = directiveName?.replace(/^@/, "");
  const directive = name ? schema.getDirective(name) : undefined;
  if (!directive) return undefined;
  const args = directive.args.filter((arg) => {
    const type = getNamedType(arg.type);
    return isEnumType(type) || (isScalarType(type) && type.name === "String");
  });
  const enumType = args.map((arg) => getNamedType(arg.type)).find(isEnumType);
  const usage = field.astNode?.directives?.find((d) => d.name.value === directive.name);
  const values = (usage?.arguments ?? []).filter((a) => args.some((arg) => arg.name === a.name.value)).flatMap((a) => scopeValues(a.value));
  return { scopes: values, route: enumType && typeRoute(schema, enumType) };
}

/** Returns the enum values and strings of a directive argument's value, a list's flattened. */
function scopeValues(value: ValueNode): string[] {
  if (value.kind === "ListValue") return value.values.flatMap(scopeValues);
  return value.kind === "EnumValue" || value.kind === "StringValue" ? [value.value] : [];
}

/**
 * Warns on config.yaml when `reference.scopeDirective` names a directive the schema does not define: no page then says
 * anything about scopes, which is right for that schema but most likely not what the config meant.
 */
export function reportMissingScopeDirective(schema: GraphQLSchema, directiveName: string | undefined, configFile: VFile): void {
  const name = directiveName?.replace(/^@/, "");
  if (!name || schema.getDirective(name)) return;
  const directives = schema
    .getDirectives()
    .filter((d) => !isSpecifiedDirective(d))
    .map((d) => `\`@${d.name}\``);
  configFile.message(
    `Unexpected \`reference.scopeDirective: ${directiveName}\`, expected a directive the schema defines${directives.length ? ` (${directives.join(", ")})` : ""}`,
    {
      place: yamlPlaces(configFile)(["reference", "scopeDirective"], "key"),
      ruleId: "unknown-scope-directive",
      source: "docs",
    },
  ).note = "name the directive that marks required scopes, or remove the key: pages then say nothing about scopes";
}
