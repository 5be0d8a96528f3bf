import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Syntax } from "refractor/core";
import actionscript from "refractor/actionscript";
import c from "refractor/c";
import clike from "refractor/clike";
import coffeescript from "refractor/coffeescript";
import cpp from "refractor/cpp";
import css from "refractor/css";
import cssExtras from "refractor/css-extras";
import flow from "refractor/flow";
import go from "refractor/go";
import graphql from "refractor/graphql";
import javadoclike from "refractor/javadoclike";
import javascript from "refractor/javascript";
import jsExtras from "refractor/js-extras";
import jsdoc from "refractor/jsdoc";
import json from "refractor/json";
import jsx from "refractor/jsx";
import kotlin from "refractor/kotlin";
import markdown from "refractor/markdown";
import markup from "refractor/markup";
import n4js from "refractor/n4js";
import objectivec from "refractor/objectivec";
import python from "refractor/python";
import reason from "refractor/reason";
import regex from "refractor/regex";
import rust from "refractor/rust";
import sql from "refractor/sql";
import swift from "refractor/swift";
import tsx from "refractor/tsx";
import typescript from "refractor/typescript";
import yaml from "refractor/yaml";

/** The languages a site's code blocks are highlighted in. */
export interface CodeLanguages {
  /** The grammars to register, in order, before the first block is highlighted. */
  grammars: readonly Syntax[];
  /** Each name or alias a block may give (`js`) → its grammar's name (`javascript`). */
  names: ReadonlyMap<string, string>;
  /** The name of every grammar refractor has: a block in one of them could be highlighted, were it listed. */
  available: ReadonlySet<string>;
}

/**
 * The languages Docusaurus 3 highlights on every site: those of prism-react-renderer's Prism, in the order it defines
 * them. The order matters: js-extras and jsdoc add tokens to JavaScript, css-extras to CSS, and a grammar extended
 * from another copies it as it then is.
 */
const DOCUSAURUS_GRAMMARS: Syntax[] = [
  markup,
  regex,
  clike,
  javascript,
  actionscript,
  coffeescript,
  javadoclike,
  css,
  cssExtras,
  yaml,
  markdown,
  graphql,
  sql,
  typescript,
  jsdoc,
  flow,
  n4js,
  jsExtras,
  jsx,
  tsx,
  swift,
  kotlin,
  c,
  objectivec,
  reason,
  rust,
  go,
  cpp,
  python,
  json,
];

/** Docusaurus' languages alone, as a site without `markdown.additionalLanguages` has them (`available` left empty). */
export const DOCUSAURUS_LANGUAGES: CodeLanguages = languagesOf(DOCUSAURUS_GRAMMARS, new Set());

/**
 * Returns Docusaurus' languages and the site's additional ones (config.yaml's `markdown.additionalLanguages`, as
 * Docusaurus' `themeConfig.prism.additionalLanguages`: refractor's names for Prism's grammars, loaded after
 * Docusaurus' in the order given), and the names no grammar has.
 */
export async function loadCodeLanguages(additional: readonly string[]): Promise<{ languages: CodeLanguages; unknown: string[] }> {
  const available = availableGrammars();
  const grammars = [...DOCUSAURUS_GRAMMARS];
  const unknown: string[] = [];
  for (const name of additional) {
    // refractor's own name of a grammar, not an alias: as Docusaurus requires `prismjs/components/prism-<name>`.
    if (available.has(name)) grammars.push(((await import(`refractor/${name}`)) as { default: Syntax }).default);
    else unknown.push(name);
  }
  return { languages: languagesOf(grammars, available), unknown };
}

/** Returns the name of every grammar refractor has (`refractor/<name>`), from its folder of languages. */
function availableGrammars(): Set<string> {
  const folder = dirname(fileURLToPath(import.meta.resolve("refractor/markup")));
  return new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith(".js"))
      .map((file) => file.slice(0, -3)),
  );
}

/**
 * Returns the languages of these grammars. A grammar that only adds to others (js-extras) has a name no block can
 * use: `highlight` finds no grammar registered under it.
 */
function languagesOf(grammars: Syntax[], available: ReadonlySet<string>): CodeLanguages {
  const names = new Map<string, string>();
  for (const grammar of grammars) for (const name of [grammar.displayName, ...(grammar.aliases ?? [])]) names.set(name, grammar.displayName);
  return { grammars, names, available };
}
