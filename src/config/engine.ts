/** The engine's name and version, shown in `<meta name="generator">`. */
export const ENGINE = { name: "Folio", version: "2.0.0-beta.9" } as const;
