import type { ElementContent, Root } from "hast";
import { refractor } from "refractor/core";
import bash from "refractor/bash";
import css from "refractor/css";
import diff from "refractor/diff";
import graphql from "refractor/graphql";
import javascript from "refractor/javascript";
import json from "refractor/json";
import jsx from "refractor/jsx";
import markup from "refractor/markup";
import tsx from "refractor/tsx";
import typescript from "refractor/typescript";
import yaml from "refractor/yaml";

// Only the grammars the content uses: registering refractor's full set would triple start-up time.
for (const grammar of [markup, css, javascript, typescript, jsx, tsx, json, bash, yaml, diff, graphql]) refractor.register(grammar);

const ALIASES: Record<string, string> = {
  ts: "typescript", js: "javascript", sh: "bash", shell: "bash", yml: "yaml", html: "markup", xml: "markup", gql: "graphql",
};

/** Returns the highlighted tokens of `code`, or a single text node when the language is unknown. */
export function highlight(code: string, language: string | undefined): ElementContent[] {
  const name = language ? ALIASES[language] ?? language : undefined;
  if (!name || !refractor.registered(name)) return [{ type: "text", value: code }];
  return (refractor.highlight(code, name) as Root).children as ElementContent[];
}

/** Returns the nodes split into lines: a token spanning a newline is cloned on both sides. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === "text") {
      node.value.split("\n").forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines.at(-1)!.push({ type: "text", value: part });
      });
    } else if (node.type === "element") {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length) lines.at(-1)!.push({ ...node, children });
      });
    }
  }
  return lines;
}
