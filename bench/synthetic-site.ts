import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Writes a deterministic site with this site's shape into a temporary folder and returns its root: guides with
 * front matter, headings, code in several languages, tables, admonitions and links between pages, plus the real
 * GraphQL schema (so a generated reference of several hundred pages comes with it), theme API and a post. `scale`
 * multiplies the guides.
 */
export function writeSyntheticSite(engineRoot: string, guidesPerScale: number, scale: number): string {
  const root = mkdtempSync(join(tmpdir(), `bench-${scale}x-`));
  cpSync(join(engineRoot, "content/schema"), join(root, "content/schema"), { recursive: true });
  cpSync(join(engineRoot, "content/theme-api"), join(root, "content/theme-api"), { recursive: true });
  // A post: the real navbar and footer link the blog, and a site without a post has none.
  mkdirSync(join(root, "content/blog"), { recursive: true });
  writeFileSync(
    join(root, "content/blog/2025-01-06-synthetic-site.md"),
    "---\ntitle: The synthetic site\ndescription: What the bench builds.\n---\n\nGuides of the synthetic site start at [the introduction](/docs/intro).\n",
  );
  // The favicon every page's shell links: without it each page has a broken link, which the crawl reports.
  cpSync(join(engineRoot, "content/static/favicon.svg"), join(root, "content/static/favicon.svg"));
  const config = readFileSync(join(engineRoot, "config.yaml"), "utf8");
  const count = guidesPerScale * scale;
  const sections = ["api", "app", "dashboard", "partner", "theme"];
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "content/docs/intro.md"), page("Introduction", 0, count, "api"));
  for (let i = 1; i < count; i++) {
    const section = sections[i % sections.length]!;
    const dir = join(root, "content/docs", section, `group-${Math.floor(i / 40)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `page-${i}.md`), page(`Page ${i}`, i, count, section));
  }
  // Every route the real navbar and home cards link to must exist in the synthetic site too.
  for (const [path, title] of [
    ["theme/getting-started/introduction", "Themes"],
    ["dashboard/introduction", "Dashboard"],
    ["partner/introduction", "Partners"],
    ["app/introduction", "Apps"],
  ]) {
    mkdirSync(join(root, "content/docs", path, ".."), { recursive: true });
    writeFileSync(
      join(root, "content/docs", `${path}.md`),
      `---\ntitle: ${title}\ndescription: The ${title} section of the synthetic site.\nsidebar_position: 0\n---\n\n## Start here\n\nA synthetic landing page.\n`,
    );
  }
  writeFileSync(join(root, "config.yaml"), config);
  return root;
}

function page(title: string, i: number, count: number, section: string): string {
  const next = (i * 7 + 3) % count;
  const link = next === 0 ? "/docs/intro" : `/docs/${["api", "app", "dashboard", "partner", "theme"][next % 5]}/group-${Math.floor(next / 40)}/page-${next}`;
  return `---
title: ${title}
description: Synthetic page ${i} of the ${section} section, used to measure how the build scales.
sidebar_position: ${i}
---

Intro paragraph for page ${i} with **bold**, \`code\`, and a [link to another page](${link}).

## Overview

${"This paragraph describes the behaviour of an imaginary endpoint in enough words to look like real prose. ".repeat(4)}

:::tip[Keep it short]
Requests should select only the fields they use.
:::

## Example request

\`\`\`graphql
query Page${i}($pagination: PaginationInput) {
  listProduct(pagination: $pagination) {
    count
    data { id name }
  }
}
\`\`\`

\`\`\`json variables
{ "pagination": { "page": 1, "limit": 10 } }
\`\`\`

\`\`\`ts title="lib/page-${i}.ts" {2}
export function total(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
\`\`\`

## Fields

| Field | Type | Description |
| --- | --- | --- |
| id | ID | The identifier. |
| name | String | The display name. |
| price | Float | The price in the store currency. |

### Details

${"More text that a reader scans for the answer they came for, with a few more words. ".repeat(3)}
`;
}
