import type { LinkRecord } from "./transform/link-record.ts";

declare module "vfile" {
  interface DataMap {
    route: string;
    links: LinkRecord[];
  }
}

declare module "vfile" {
  interface DataMap {
    graphqlExamples: import("./transform/plugins/remark-graphql-examples.ts").GraphqlExample[];
    skippedGraphql: number;
  }
}
