import type { LinkRecord } from "./transform/link-record.ts";

declare module "vfile" {
  interface DataMap {
    route: string;
    links: LinkRecord[];
  }
}
