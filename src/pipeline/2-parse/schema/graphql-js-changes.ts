import { findBreakingChanges, findDangerousChanges, type BreakingChange, type DangerousChange, type GraphQLSchema } from "graphql";
import type { SchemaChange } from "./schema-change.ts";

/**
 * How each change type of graphql-js's `findBreakingChanges` and `findDangerousChanges` reads: what happened to the
 * item, and the item's schema coordinate taken from the description (graphql-js gives no other handle on the item;
 * each type's description has one fixed form, https://github.com/graphql/graphql-js/blob/16.x.x/src/utilities/findBreakingChanges.ts).
 */
const FORMS: Record<string, { action: SchemaChange["action"]; pattern: RegExp; coordinate: (m: RegExpMatchArray) => string }> = {
  TYPE_REMOVED: { action: "removed", pattern: /^(?:Standard scalar )?(\w+) was removed/, coordinate: (m) => m[1]! },
  TYPE_CHANGED_KIND: { action: "changed", pattern: /^(\w+) changed from /, coordinate: (m) => m[1]! },
  DIRECTIVE_REMOVED: { action: "removed", pattern: /^(\w+) was removed\.$/, coordinate: (m) => `@${m[1]}` },
  REQUIRED_DIRECTIVE_ARG_ADDED: { action: "added", pattern: /^A required arg (\w+) on directive (\w+) was added\.$/, coordinate: (m) => `@${m[2]}(${m[1]}:)` },
  DIRECTIVE_ARG_REMOVED: { action: "removed", pattern: /^(\w+) was removed from (\w+)\.$/, coordinate: (m) => `@${m[2]}(${m[1]}:)` },
  DIRECTIVE_REPEATABLE_REMOVED: { action: "changed", pattern: /^Repeatable flag was removed from (\w+)\.$/, coordinate: (m) => `@${m[1]}` },
  DIRECTIVE_LOCATION_REMOVED: { action: "changed", pattern: /^\w+ was removed from (\w+)\.$/, coordinate: (m) => `@${m[1]}` },
  VALUE_REMOVED_FROM_ENUM: { action: "removed", pattern: /^(\w+) was removed from enum type (\w+)\.$/, coordinate: (m) => `${m[2]}.${m[1]}` },
  VALUE_ADDED_TO_ENUM: { action: "added", pattern: /^(\w+) was added to enum type (\w+)\.$/, coordinate: (m) => `${m[2]}.${m[1]}` },
  TYPE_REMOVED_FROM_UNION: { action: "changed", pattern: /^\w+ was removed from union type (\w+)\.$/, coordinate: (m) => m[1]! },
  TYPE_ADDED_TO_UNION: { action: "changed", pattern: /^\w+ was added to union type (\w+)\.$/, coordinate: (m) => m[1]! },
  IMPLEMENTED_INTERFACE_REMOVED: { action: "changed", pattern: /^(\w+) no longer implements interface \w+\.$/, coordinate: (m) => m[1]! },
  IMPLEMENTED_INTERFACE_ADDED: { action: "changed", pattern: /^\w+ added to interfaces implemented by (\w+)\.$/, coordinate: (m) => m[1]! },
  FIELD_REMOVED: { action: "removed", pattern: /^(\w+)\.(\w+) was removed\.$/, coordinate: (m) => `${m[1]}.${m[2]}` },
  FIELD_CHANGED_KIND: { action: "changed", pattern: /^(\w+)\.(\w+) changed type from /, coordinate: (m) => `${m[1]}.${m[2]}` },
  REQUIRED_INPUT_FIELD_ADDED: { action: "added", pattern: /^A required field (\w+) on input type (\w+) was added\.$/, coordinate: (m) => `${m[2]}.${m[1]}` },
  OPTIONAL_INPUT_FIELD_ADDED: { action: "added", pattern: /^An optional field (\w+) on input type (\w+) was added\.$/, coordinate: (m) => `${m[2]}.${m[1]}` },
  ARG_REMOVED: { action: "removed", pattern: /^(\w+)\.(\w+) arg (\w+) was removed\.$/, coordinate: (m) => `${m[1]}.${m[2]}(${m[3]}:)` },
  ARG_CHANGED_KIND: { action: "changed", pattern: /^(\w+)\.(\w+) arg (\w+) has changed type /, coordinate: (m) => `${m[1]}.${m[2]}(${m[3]}:)` },
  ARG_DEFAULT_VALUE_CHANGE: {
    action: "changed",
    pattern: /^(\w+)\.(\w+) arg (\w+) (?:has changed )?defaultValue/,
    coordinate: (m) => `${m[1]}.${m[2]}(${m[3]}:)`,
  },
  REQUIRED_ARG_ADDED: { action: "added", pattern: /^A required arg (\w+) on (\w+)\.(\w+) was added\.$/, coordinate: (m) => `${m[2]}.${m[3]}(${m[1]}:)` },
  OPTIONAL_ARG_ADDED: { action: "added", pattern: /^An optional arg (\w+) on (\w+)\.(\w+) was added\.$/, coordinate: (m) => `${m[2]}.${m[3]}(${m[1]}:)` },
};

/** Returns every change graphql-js finds between two schemas, each marked breaking or dangerous as graphql-js lists it. */
export function graphqlJsChanges(before: GraphQLSchema, after: GraphQLSchema): SchemaChange[] {
  return [
    ...findBreakingChanges(before, after).map((change) => entry(change, "breaking")),
    ...findDangerousChanges(before, after).map((change) => entry(change, "dangerous")),
  ];
}

/** Returns one graphql-js change as an entry; a change of a type this table does not know keeps the schema as its item. */
function entry(change: BreakingChange | DangerousChange, severity: "breaking" | "dangerous"): SchemaChange {
  const form = FORMS[change.type];
  const match = form && change.description.match(form.pattern);
  return {
    action: form?.action ?? "changed",
    coordinate: match ? form.coordinate(match) : "",
    description: change.description,
    severity,
    graphqlType: change.type,
  };
}
