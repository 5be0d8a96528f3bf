import type { GraphQLSchema } from "graphql";
import type { ReferenceConfig } from "../../../0-config/index.ts";
import type { GuideRef } from "./guide-usage.ts";
import type { VersionHistory } from "../../schema/schema-history.ts";
import type { Backlink } from "./used-by.ts";

/** What the reference pages are made from: the schema, its backlinks, the guides that use each item, the config. */
export interface ReferenceInput {
  schema: GraphQLSchema;
  usedBy: Map<string, Backlink[]>;
  guideUsage: Map<string, GuideRef[]>;
  /** config.yaml's `reference`: the API's name, the scope directive, the mock vocabulary. */
  options?: ReferenceConfig;
  /** When each item appeared and was deprecated, when config.yaml lists the API's versions (`schemaHistory`). */
  history?: VersionHistory;
}
