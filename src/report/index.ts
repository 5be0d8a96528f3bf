export { DEFAULT_SEVERITY, SEVERITY_WORDS, type RuleId, type Severity } from "./rules.ts";
export { InternalError } from "./errors.ts";
export { countMessages, formatMessage, formatMessages, exitCodeFor } from "./reporter.ts";
export { applySeverity, severityOf, type SeverityOverrides } from "./severity.ts";
export { plainMessages, replayMessages, type PlainMessage } from "./plain-messages.ts";
