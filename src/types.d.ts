import type { LinkRecord } from "./pipeline/3-transform/link-record.ts";

declare module "vfile" {
  interface DataMap {
    route: string;
    links: LinkRecord[];
  }
}

declare module "vfile" {
  interface DataMap {
    graphqlExamples: import("./pipeline/3-transform/plugins/remark-graphql-examples.ts").GraphqlExample[];
    skippedGraphql: number;
  }
}
