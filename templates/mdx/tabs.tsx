import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import type { TabItemProps } from "./tab-item.tsx";

export interface TabsProps {
  /** Tabs of one group show the same choice, on every page (src/client/enhance-tabs.ts). */
  groupId?: string;
  /** The URL query key that carries the choice (`?os=mac`). */
  queryKey?: string;
  className?: string;
  /** TabItem elements only, in order, one of them selected (src/pipeline/3-transform/markdown/finish-tabs.ts). */
  children?: ReactNode;
}

/**
 * Docusaurus' Tabs (`x-tabs`) as the WAI-ARIA tabs pattern: a tab list of buttons, then the panels, all but the
 * selected one hidden. The server renders the default tab selected; src/client/enhance-tabs.ts makes the buttons work.
 * Ids are React's `useId`, the same in every build of a page and unique on it, blog summaries included.
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
export function Tabs({ groupId, queryKey, className, children }: TabsProps) {
  const base = `tabs-${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  return (
    <div className={className ? `tabs ${className}` : "tabs"} data-group-id={groupId} data-query-key={queryKey}>
      <div role="tablist" className="tabs-list">
        {items.map(({ props: { value, label, selected } }, i) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${base}-tab-${i + 1}`}
            aria-selected={!!selected}
            aria-controls={`${base}-panel-${i + 1}`}
            tabIndex={selected ? 0 : -1}
            data-value={value}
          >
            {label}
          </button>
        ))}
      </div>
      {items.map((item, i) => cloneElement(item, { id: `${base}-panel-${i + 1}`, labelledBy: `${base}-tab-${i + 1}` }))}
    </div>
  );
}
