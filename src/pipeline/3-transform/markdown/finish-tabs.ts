import type { Element, ElementContent } from "hast";
import type { Position } from "unist";
import type { VFile } from "vfile";

/** One tab as `values={[…]}` lists it: Docusaurus' `{value, label?, attributes?}` (attributes are not supported). */
interface ListedTab {
  value: string;
  label?: string;
}

/**
 * Turns an `x-tabs` element (`<Tabs>` in MDX, or an npm2yarn code block) into finished data for templates/mdx/tabs.tsx,
 * with Docusaurus' rules: `values` gives the order and labels when present, a label defaults to the value, and the
 * selected tab is `defaultValue`, else the first item marked `default`, else the first. Its children become only
 * `x-tab-item` elements with `value`, `label` and `selected`; its properties `groupId`, `queryKey` and `className`.
 * What Docusaurus refuses with an error (a child that is not a TabItem, a duplicate value, a value missing from
 * `values`) is a warning here, and the page builds.
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-common/src/utils/tabsUtils.tsx
 */
export function finishTabs(tabs: Element, file: VFile): void {
  const props = tabs.properties;
  const items = tabItems(tabs, file);
  const listed = listedTabs(tabs, file);
  const ordered = listed ? inListedOrder(items, listed, tabs, file) : items.map((item) => ({ item, label: stringProp(item.properties.label) }));
  const selected = selectedValue(
    ordered.map(({ item }) => item),
    tabs,
    file,
  );
  tabs.properties = { groupId: stringProp(props.groupId), queryKey: queryKey(tabs, file), className: classNames(props.className) };
  tabs.children = ordered.map(({ item, label }) => {
    const value = String(item.properties.value);
    item.properties = { value, label: label ?? value, selected: value === selected, className: classNames(item.properties.className) };
    return item;
  });
  if (ordered.length === 0) warn(file, "Unexpected `<Tabs>` without a `<TabItem>`, expected at least one", tabs.position, "it shows nothing");
}

/** Returns the `x-tab-item` children with a value, in order, each value once; anything else is a warning and left out. */
function tabItems(tabs: Element, file: VFile): Element[] {
  const items: Element[] = [];
  const seen = new Map<string, Element>();
  for (const child of tabs.children) {
    if (child.type === "comment" || (child.type === "text" && !child.value.trim())) continue;
    if (child.type !== "element" || child.tagName !== "x-tab-item") {
      warn(
        file,
        `Unexpected ${describe(child)} in \`<Tabs>\`, expected only \`<TabItem>\` elements`,
        child.position ?? tabs.position,
        "it was left out of the page; put it inside a `<TabItem>`",
      );
      continue;
    }
    const value = stringProp(child.properties.value);
    if (value === undefined) {
      warn(
        file,
        'Unexpected `<TabItem>` without a `value`, expected `<TabItem value="…">`',
        child.position ?? tabs.position,
        "it was left out of the page; give it a value unique in its `<Tabs>`",
      );
      continue;
    }
    const first = seen.get(value);
    if (first) {
      const at = first.position ? ` (the first is at ${first.position.start.line}:${first.position.start.column})` : "";
      warn(
        file,
        `Unexpected duplicate \`<TabItem value="${value}">\`, expected each value once in a \`<Tabs>\``,
        child.position ?? tabs.position,
        `the later one was left out of the page${at}`,
      );
      continue;
    }
    child.properties.value = value;
    seen.set(value, child);
    items.push(child);
  }
  return items;
}

/** Returns the tabs `values` lists (JSON text), or undefined when it is absent or unreadable (with a warning). */
function listedTabs(tabs: Element, file: VFile): ListedTab[] | undefined {
  const text = tabs.properties.values;
  if (text === undefined || text === null) return undefined;
  let list: unknown;
  try {
    list = JSON.parse(String(text));
  } catch {
    list = undefined;
  }
  const valid = Array.isArray(list) && list.every((tab) => tab && typeof tab === "object" && (typeof tab.value === "string" || typeof tab.value === "number"));
  if (!valid) {
    warn(
      file,
      "Unexpected `values` on `<Tabs>`, expected a list of `{value, label}` objects",
      tabs.position,
      "it was ignored: the tabs follow the order of the `<TabItem>` elements",
    );
    return undefined;
  }
  return (list as { value: string | number; label?: unknown }[]).map((tab) => ({
    value: String(tab.value),
    label: typeof tab.label === "string" ? tab.label : undefined,
  }));
}

/** Returns the items in the order of `values`, with its labels; an item it does not list comes last, with a warning. */
function inListedOrder(items: Element[], listed: ListedTab[], tabs: Element, file: VFile): { item: Element; label?: string }[] {
  const byValue = new Map(items.map((item) => [String(item.properties.value), item]));
  const ordered: { item: Element; label?: string }[] = [];
  for (const tab of listed) {
    const item = byValue.get(tab.value);
    if (!item) {
      warn(
        file,
        `Unexpected value \`${tab.value}\` in the \`values\` of \`<Tabs>\`, expected a \`<TabItem value="${tab.value}">\``,
        tabs.position,
        "no tab was shown for it",
      );
      continue;
    }
    byValue.delete(tab.value);
    ordered.push({ item, label: tab.label });
  }
  for (const [value, item] of byValue) {
    warn(
      file,
      `Unexpected \`<TabItem value="${value}">\`, expected one of the \`values\` of its \`<Tabs>\`: ${listed.map((tab) => `\`${tab.value}\``).join(", ")}`,
      item.position ?? tabs.position,
      "it was shown as the last tab; add it to `values`",
    );
    ordered.push({ item, label: stringProp(item.properties.label) });
  }
  return ordered;
}

/** Returns the value of the tab shown first: `defaultValue`, else the first item marked `default`, else the first. */
function selectedValue(items: Element[], tabs: Element, file: VFile): string | undefined {
  const values = items.map((item) => String(item.properties.value));
  const wanted = stringProp(tabs.properties.defaultValue);
  if (wanted !== undefined && values.includes(wanted)) return wanted;
  if (wanted !== undefined && values.length) {
    warn(
      file,
      `Unexpected \`defaultValue="${wanted}"\` on \`<Tabs>\`, expected one of ${values.map((v) => `\`${v}\``).join(", ")}`,
      tabs.position,
      "the default tab is used instead",
    );
  }
  const marked = items.find((item) => item.properties.default === true || item.properties.default === "");
  return marked ? String(marked.properties.value) : values[0];
}

/** Returns the URL query key of the tabs: `queryString="key"`, or the groupId for a bare `queryString`, as in Docusaurus. */
function queryKey(tabs: Element, file: VFile): string | undefined {
  const query = tabs.properties.queryString;
  if (typeof query === "string" && query !== "") return query;
  if (query !== true && query !== "") return undefined;
  const groupId = stringProp(tabs.properties.groupId);
  if (!groupId)
    warn(
      file,
      'Unexpected `queryString` without a value on `<Tabs>` without a `groupId`, expected `queryString="key"` or a `groupId`',
      tabs.position,
      "the selected tab is not written to the URL",
    );
  return groupId;
}

/** Returns a property given as text or number as a string; nothing for anything else or an empty string. */
function stringProp(value: unknown): string | undefined {
  return (typeof value === "string" && value !== "") || typeof value === "number" ? String(value) : undefined;
}

/** Returns class names given as a list or as space-separated text, as a list. */
function classNames(value: unknown): string[] | undefined {
  const names = (Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/) : []).filter(Boolean);
  return names.length ? names : undefined;
}

/** Returns how a message names a stray child: `<p>`, or its text. */
function describe(child: ElementContent): string {
  if (child.type === "element") return `\`<${child.tagName.replace(/^x-/, "")}>\``;
  if (child.type === "text") return `text \`${child.value.trim().slice(0, 30)}\``;
  return child.type;
}

function warn(file: VFile, reason: string, place: Position | undefined, note: string): void {
  file.message(reason, { place, ruleId: "invalid-tabs", source: "docs" }).note = note;
}
