import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isRequiredArgument,
  isSpecifiedScalarType,
  print,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
// What graphql-js's own descriptions print defaults with, so that two defaults compare as they do there.
import { sortValueNode } from "graphql/utilities/sortValueNode.js";
import { rootKinds } from "../../../shared/reference-routes.ts";
import type { SchemaChange } from "./schema-change.ts";

/** A change graphql-js does not list, with the graphql-js change types that already say it when graphql-js lists one of them at the same coordinate. */
export type UnlistedChange = SchemaChange & { sameAs?: string[] };

/**
 * Returns what graphql-js's `findBreakingChanges` and `findDangerousChanges` leave out: types, fields, directives,
 * optional directive arguments and directive locations added, and the operations of a root operation type added; fields, arguments, input fields and enum values
 * deprecated or no longer deprecated; type changes graphql-js deems safe; defaults added, and those of input fields
 * and directive arguments changed. A type whose kind changed is one change, as graphql-js has it.
 */
export function unlistedChanges(before: GraphQLSchema, after: GraphQLSchema): UnlistedChange[] {
  const changes: UnlistedChange[] = [];
  const oldTypes = before.getTypeMap();
  for (const type of Object.values(after.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    const old = oldTypes[type.name];
    if (!old) changes.push({ action: "added", coordinate: type.name, description: addedType(type) }, ...addedOperations(before, after, type));
    else if (old.constructor === type.constructor) changes.push(...typeChanges(old, type));
  }
  const oldDirectives = new Map(before.getDirectives().map((d) => [d.name, d]));
  for (const directive of after.getDirectives()) {
    const old = oldDirectives.get(directive.name);
    if (!old) changes.push({ action: "added", coordinate: `@${directive.name}`, description: `Directive ${directive.name} was added.` });
    else changes.push(...directiveChanges(old, directive));
  }
  return changes;
}

/** Returns the sentence of a type added, in graphql-js's words for a standard scalar that comes and goes with its use. */
function addedType(type: GraphQLNamedType): string {
  return isSpecifiedScalarType(type) ? `Standard scalar ${type.name} was added because it is referenced now.` : `${type.name} was added.`;
}

/**
 * Returns the operations of a root operation type added (`type`) as operations added, each with its page as those
 * added to a root type both schemas have: all of them for a kind new to the schema (a first `Subscription`), those
 * the kind's root of `before` lacks when the root was renamed. Another type's fields are part of it.
 */
function addedOperations(before: GraphQLSchema, after: GraphQLSchema, type: GraphQLNamedType): UnlistedChange[] {
  const kind = rootKinds(after).get(type);
  if (!kind || !isObjectType(type)) return [];
  const root = [...rootKinds(before)].find(([, was]) => was === kind)?.[0];
  const had = root && isObjectType(root) ? root.getFields() : {};
  return Object.keys(type.getFields())
    .filter((name) => !(name in had))
    .map((name) => ({ action: "added", coordinate: `${type.name}.${name}`, description: `${type.name}.${name} was added.` }));
}

/** Returns the unlisted changes of a type of the same kind in both schemas. */
function typeChanges(old: GraphQLNamedType, type: GraphQLNamedType): UnlistedChange[] {
  if (isEnumType(old) && isEnumType(type)) {
    const oldValues = new Map(old.getValues().map((v) => [v.name, v]));
    return type.getValues().flatMap((value) => {
      const was = oldValues.get(value.name);
      return was ? deprecationChanges(was, value, `${type.name}.${value.name}`) : [];
    });
  }
  if (!(isObjectType(old) || isInterfaceType(old) || isInputObjectType(old))) return [];
  if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) return [];
  const oldFields = old.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
  const input = isInputObjectType(type);
  return Object.values(type.getFields()).flatMap((field: GraphQLField<unknown, unknown> | GraphQLInputField): UnlistedChange[] => {
    const coordinate = `${type.name}.${field.name}`;
    const was = oldFields[field.name];
    // graphql-js lists every input field added.
    if (!was) return input ? [] : [{ action: "added", coordinate, description: `${coordinate} was added.` }];
    const changes = [...deprecationChanges(was, field, coordinate), ...typeChange(was, field, coordinate, "FIELD_CHANGED_KIND")];
    if (input) changes.push(...defaultChange(was as GraphQLInputField, field as GraphQLInputField, coordinate, []));
    if ("args" in was && "args" in field) changes.push(...argumentChanges(was.args, field.args, coordinate, `${coordinate} arg`, false));
    return changes;
  });
}

/** Returns the unlisted changes of a directive found in both schemas. */
function directiveChanges(old: GraphQLDirective, directive: GraphQLDirective): UnlistedChange[] {
  const coordinate = `@${directive.name}`;
  const changes: UnlistedChange[] = [];
  if (directive.isRepeatable && !old.isRepeatable)
    changes.push({ action: "changed", coordinate, description: `Repeatable flag was added to ${directive.name}.` });
  for (const location of directive.locations.filter((l) => !old.locations.includes(l))) {
    changes.push({ action: "changed", coordinate, description: `${location} was added to ${directive.name}.` });
  }
  changes.push(...argumentChanges(old.args, directive.args, `@${directive.name}`, `${directive.name} arg`, true));
  return changes;
}

/**
 * Returns the unlisted changes of a field's or directive's arguments. graphql-js lists every argument added to a
 * field, and a directive's required ones; it checks a field argument's default, never a directive argument's.
 */
function argumentChanges(
  oldArgs: readonly GraphQLArgument[],
  args: readonly GraphQLArgument[],
  owner: string,
  label: string,
  directive: boolean,
): UnlistedChange[] {
  const byName = new Map(oldArgs.map((a) => [a.name, a]));
  return args.flatMap((arg): UnlistedChange[] => {
    const coordinate = `${owner}(${arg.name}:)`;
    const was = byName.get(arg.name);
    if (!was) {
      return directive && !isRequiredArgument(arg)
        ? [{ action: "added", coordinate, description: `An optional arg ${arg.name} on directive ${owner.slice(1)} was added.` }]
        : [];
    }
    const sameAs = directive ? [] : ["ARG_DEFAULT_VALUE_CHANGE"];
    return [
      ...deprecationChanges(was, arg, coordinate),
      ...typeChange(was, arg, coordinate, directive ? "" : "ARG_CHANGED_KIND", `${label} ${arg.name}`),
      ...defaultChange(was, arg, coordinate, sameAs, `${label} ${arg.name}`),
    ];
  });
}

/** Returns the change of an item's type, which graphql-js lists under `sameAs` when it is unsafe. */
function typeChange(was: { type: unknown }, item: { type: unknown }, coordinate: string, sameAs: string, label = coordinate): UnlistedChange[] {
  const [from, to] = [String(was.type), String(item.type)];
  if (from === to) return [];
  return [{ action: "changed", coordinate, description: `${label} changed type from ${from} to ${to}.`, sameAs: sameAs ? [sameAs] : [] }];
}

/** Returns the change of an argument's or input field's default value, as graphql-js prints defaults. */
function defaultChange(
  was: GraphQLInputField | GraphQLArgument,
  item: GraphQLInputField | GraphQLArgument,
  coordinate: string,
  sameAs: string[],
  label = coordinate,
) {
  const [from, to] = [printDefault(was.defaultValue, was.type), printDefault(item.defaultValue, item.type)];
  if (from === to) return [];
  const description =
    from === undefined
      ? `${label} has the defaultValue ${to} now.`
      : to === undefined
        ? `${label} defaultValue was removed.`
        : `${label} has changed defaultValue from ${from} to ${to}.`;
  // graphql-js lists a field argument's default only when the argument had one.
  return [{ action: "changed" as const, coordinate, description, sameAs: from === undefined ? [] : sameAs }];
}

/** Returns a default value as graphql-js prints it in its descriptions, or undefined when there is none. */
function printDefault(value: unknown, type: GraphQLInputType): string | undefined {
  if (value === undefined) return undefined;
  const ast = astFromValue(value, type);
  return ast ? print(sortValueNode(ast)) : String(value);
}

type Deprecatable = GraphQLField<unknown, unknown> | GraphQLInputField | GraphQLArgument | GraphQLEnumValue;

/** Returns that an item was deprecated, or that it no longer is. */
function deprecationChanges(was: Deprecatable, item: Deprecatable, coordinate: string): UnlistedChange[] {
  if (item.deprecationReason != null && was.deprecationReason == null) {
    const reason = item.deprecationReason;
    return [{ action: "deprecated", coordinate, description: `${coordinate} was deprecated: ${reason}`, reason }];
  }
  if (item.deprecationReason == null && was.deprecationReason != null) {
    return [{ action: "changed", coordinate, description: `${coordinate} is no longer deprecated.` }];
  }
  return [];
}
