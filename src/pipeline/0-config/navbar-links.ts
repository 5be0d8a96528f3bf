import type { SiteConfig } from "./schema.ts";

/** A navbar link of config.yaml, a dropdown's too, with its path there (`navbar.items.1.items.0`). */
export interface NavbarLink {
  link: Omit<SiteConfig["navbar"]["items"][number], "items">;
  at: (string | number)[];
}

/** Returns every link of the navbar in order, each dropdown's after the dropdown itself, with its path in config.yaml. */
export function navbarLinks(config: Pick<SiteConfig, "navbar">): NavbarLink[] {
  return config.navbar.items.flatMap((item, i) => [
    { link: item, at: ["navbar", "items", i] },
    ...(item.items ?? []).map((sub, j) => ({ link: sub, at: ["navbar", "items", i, "items", j] })),
  ]);
}
