import type { ReactNode } from "react";

export interface TabItemProps {
  value: string;
  label: string;
  /** The tab the page shows before any choice of the reader's (src/pipeline/3-transform/markdown/finish-tabs.ts picked it). */
  selected?: boolean;
  className?: string;
  /** Given by the Tabs around it: the panel's id and its tab's id. */
  id?: string;
  labelledBy?: string;
  children?: ReactNode;
}

/**
 * One panel of a Tabs (`x-tab-item`). Its label is repeated inside it for readers without JavaScript, who see every
 * panel under its label while the tab list is hidden (site.css, `scripting: none`).
 */
export function TabItem({ value, label, selected, className, id, labelledBy, children }: TabItemProps) {
  return (
    <div
      role="tabpanel"
      className={className ? `tab-panel ${className}` : "tab-panel"}
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={0}
      data-value={value}
      hidden={!selected}
    >
      <div className="tab-panel-label">{label}</div>
      {children}
    </div>
  );
}
