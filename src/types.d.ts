import type { LinkRecord } from "./pipeline/3-transform/links/link-record.ts";

declare module "vfile" {
  interface DataMap {
    route: string;
    links: LinkRecord[];
  }
}

declare module "vfile" {
  interface DataMap {
    graphqlExamples: import("./pipeline/3-transform/markdown/plugins/remark-graphql-examples.ts").GraphqlExample[];
    skippedGraphql: number;
  }
}

declare module "vfile" {
  interface DataMap {
    /** The page holds HTML an author wrote (an MDX element), so it is sanitized even without raw HTML. */
    authoredHtml: boolean;
    /** The page shows an imported partial (`<x-partial>`), which transformPage inlines. */
    importsPartials: boolean;
    /** What an MDX page's `<Head>` (or `<head>`) sets in the page's head: its title, description and keywords. */
    head: { title?: string; description?: string; keywords?: string[]; robots?: string };
    /**
     * The file a generated page's positioned content is written in (the schema, for a reference page's descriptions):
     * its messages and links with a place name that file.
     */
    source: string;
    /** The folder of the docs root the page is in (`''`: content/docs), where its Docusaurus links are read. */
    docsRoot: string;
    /** The page's Docusaurus URL ends with `/` (`RoutedPage.folderUrl`): relative URLs resolve from inside its folder. */
    folderUrl: boolean;
    /** Where each top-level front matter key is written, for messages about its value. */
    frontMatterKeys: Record<string, { line: number; column: number }>;
  }
}
