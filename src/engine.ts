import { fileURLToPath } from "node:url";

/** The engine's name and version, shown in `<meta name="generator">`. */
export const ENGINE = { name: "Folio", version: "2.0.0-beta.9" } as const;

/** The engine's own folder (with a trailing slash): its client code, templates and tsconfig, wherever the site lives. */
export const ENGINE_ROOT = fileURLToPath(new URL("..", import.meta.url));
