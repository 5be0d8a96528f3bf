import type { VFile } from "vfile";
import { DEFAULT_SEVERITY, type RuleId, type Severity } from "./rules.ts";

export type SeverityOverrides = Partial<Record<RuleId, Severity>>;

/** Returns the severity of a rule, the config's override first. */
export function severityOf(ruleId: string | undefined, overrides: SeverityOverrides): Severity {
  const id = (ruleId ?? "invalid-markdown") as RuleId;
  return overrides[id] ?? DEFAULT_SEVERITY[id] ?? "error";
}

/** Marks each message fatal or not by its rule's severity, and drops messages whose rule is off. */
export function applySeverity(files: VFile[], overrides: SeverityOverrides): void {
  for (const file of files) {
    file.messages = file.messages.filter((message) => {
      const severity = severityOf(message.ruleId, overrides);
      message.fatal = severity === "error";
      return severity !== "off";
    });
  }
}
