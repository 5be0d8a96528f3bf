import type { SiteConfig } from "../0-config/index.ts";
import { CHANGELOG_FEED, CHANGELOG_ROUTE, type ChangelogEntry } from "../2-parse/index.ts";
import { pageHref, withBase } from "../../shared/index.ts";
import { atomFeed } from "./atom-feed.ts";
import type { SiteFile } from "./site-files.ts";

/** Returns the API changelog's Atom feed, one entry per changelog page (newest first), or none when there is no page. */
export function changelogFeed(entries: ChangelogEntry[], config: SiteConfig): SiteFile[] {
  if (!entries.length) return [];
  const origin = config.url.replace(/\/$/, "");
  const absolute = (route: string) => origin + pageHref(config, route);
  const apiName = config.reference?.apiName ?? "GraphQL API";
  const contents = atomFeed({
    id: absolute(CHANGELOG_ROUTE),
    title: `${apiName} changelog | ${config.title}`,
    subtitle: `Every change to the ${apiName} from one version to the next.`,
    updated: `${entries[0]!.date}T00:00:00Z`,
    alternate: absolute(CHANGELOG_ROUTE),
    self: origin + withBase(config.baseUrl, CHANGELOG_FEED),
    author: config.title,
    entries: entries.map((entry) => ({ url: absolute(entry.route), title: entry.title, updated: `${entry.date}T00:00:00Z`, summary: entry.summary })),
  });
  return [{ path: CHANGELOG_FEED.slice(1), contents: `${contents}\n` }];
}
