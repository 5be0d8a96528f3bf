/** One entry of the changelog between two versions of a schema: plain data, made by `schemaChanges`. */
export interface SchemaChange {
  action: "added" | "changed" | "deprecated" | "removed";
  /**
   * The item's schema coordinate: `Order`, `Order.total`, `Query.orders(first:)`, `OrderStatus.OPEN`, `@auth`,
   * `@auth(role:)`. A change to a union's members, a type's interfaces or a directive's locations is the type's or
   * the directive's.
   */
  coordinate: string;
  /** One sentence: graphql-js's own for the changes it lists, one of the same style for the others. */
  description: string;
  /** A deprecation's reason, which `description` ends with: CommonMark, as the schema writes it. */
  reason?: string;
  /** Set on the changes graphql-js's `findBreakingChanges` (breaking) or `findDangerousChanges` (dangerous) lists. */
  severity?: "breaking" | "dangerous";
  /** graphql-js's change type (`FIELD_REMOVED`, `VALUE_ADDED_TO_ENUM`, …), on the changes it lists. */
  graphqlType?: string;
}

/** The order of the changelog's sections. */
export const CHANGE_ACTIONS: SchemaChange["action"][] = ["added", "changed", "deprecated", "removed"];
