/** Rule ids for author problems and their default severities (see AUTHORING.md, "Build rules"). */
export type Severity = "error" | "warn" | "off";

export const DEFAULT_SEVERITY = {
  "broken-link": "error",
  "broken-anchor": "error",
  "broken-markdown-link": "warn",
  "duplicate-route": "warn",
  "invalid-config": "error",
  "invalid-front-matter": "error",
  "unknown-front-matter-key": "warn",
  "invalid-markdown": "error",
  "unknown-sidebar-item": "error",
  "unknown-sidebar-key": "warn",
  "unsupported-sidebar-item": "warn",
  "empty-sidebar-folder": "warn",
  "unevaluated-code": "warn",
  "doc-without-sidebar": "warn",
  "unknown-directive": "warn",
  "unsafe-html": "warn",
  "mdx-syntax": "warn",
  "mdx-import": "warn",
  "mdx-export": "warn",
  "mdx-expression": "warn",
  "mdx-component": "warn",
  "unlisted-code-language": "warn",
  "unsafe-url": "warn",
  "directive-attribute": "warn",
  "invalid-tabs": "warn",
  "missing-alt": "warn",
  "missing-image": "error",
  "unreadable-image": "warn",
  "other-host-media": "warn",
  "invalid-graphql-example": "error",
  "invalid-schema": "error",
  "unlisted-schema-version": "warn",
  "unknown-scope-directive": "warn",
  "invalid-theme-api": "error",
  "internal-error": "error",
} as const satisfies Record<string, Severity>;

export type RuleId = keyof typeof DEFAULT_SEVERITY;

/** The config's build-rule words (Docusaurus names) mapped to severities. */
export const SEVERITY_WORDS: Record<string, Severity> = { throw: "error", warn: "warn", ignore: "off" };
