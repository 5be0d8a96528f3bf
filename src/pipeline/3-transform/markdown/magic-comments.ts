/**
 * Docusaurus' magic comments: a comment alone on its line (`// highlight-next-line`, `# highlight-start` …
 * `# highlight-end`, in each language's comment syntax) marks lines with a class and is removed from the block.
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-common/src/utils/codeBlockUtils.ts
 */

/** One kind of magic comment: the class its lines take, and the comment that marks one line or a block of them. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus' default: one kind, whose lines are the highlighted ones (styled as `line-marked` here). */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
];

/** The comment syntaxes, as regular expression sources of their start and end. */
const COMMENTS = {
  js: ["\\/\\/", ""],
  jsBlock: ["\\/\\*", "\\*\\/"],
  jsx: ["\\{\\s*\\/\\*", "\\*\\/\\s*\\}"],
  bash: ["#", ""],
  html: ["<!--", "-->"],
  lua: ["--", ""],
  wasm: ["\\;\\;", ""],
  tex: ["%", ""],
  vb: ["['‘’]", ""],
  vbnet: ["(?:_\\s*)?['‘’]", ""],
  rem: ["[Rr][Ee][Mm]\\b", ""],
  f90: ["!", ""],
  ml: ["\\(\\*", "\\*\\)"],
  cobol: ["\\*>", ""],
} as const;

type CommentType = keyof typeof COMMENTS;

/** The comment syntaxes of each language, as Docusaurus reads them; any other language takes the popular five. */
const BY_LANGUAGE: [string[], CommentType[]][] = [
  [
    ["js", "javascript", "ts", "typescript"],
    ["js", "jsBlock"],
  ],
  [
    ["jsx", "tsx"],
    ["js", "jsBlock", "jsx"],
  ],
  [["html"], ["js", "jsBlock", "html"]],
  [["python", "py", "bash"], ["bash"]],
  [
    ["markdown", "md"],
    ["html", "jsx", "bash"],
  ],
  [["tex", "latex", "matlab"], ["tex"]],
  [["lua", "haskell"], ["lua"]],
  [["sql"], ["lua", "jsBlock"]],
  [["wasm"], ["wasm"]],
  [
    ["vb", "vba", "visual-basic"],
    ["vb", "rem"],
  ],
  [["vbnet"], ["vbnet", "rem"]],
  [["batch"], ["rem"]],
  [["basic"], ["rem", "f90"]],
  [["fsharp"], ["js", "ml"]],
  [["ocaml", "sml"], ["ml"]],
  [["fortran"], ["f90"]],
  [["cobol"], ["cobol"]],
];
const POPULAR: CommentType[] = ["js", "jsBlock", "jsx", "bash", "html"];

/** Returns the pattern of a line that is only a magic comment of `language`; its first defined group is the directive. */
function directivePattern(language: string, comments: MagicComment[]): RegExp {
  const types = BY_LANGUAGE.find(([names]) => names.includes(language))?.[1] ?? POPULAR;
  const directives = comments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter(Boolean)
    .join("|");
  const alternatives = types.map((type) => `(?:${COMMENTS[type][0]}\\s*(${directives})\\s*${COMMENTS[type][1]})`).join("|");
  return new RegExp(`^\\s*(?:${alternatives})\\s*$`);
}

/** A code block's text without its magic comments, and the classes of its lines by line number (from 1). */
export interface MarkedLines {
  code: string;
  classes: Map<number, string[]>;
}

/**
 * Returns the code without its magic comments and the classes they give its lines. A block with a language only; a
 * range in the meta string (`{1,3-4}`, already in `ranged`) takes the first kind's class, and the comments then stay
 * in the code, as Docusaurus leaves them.
 */
export function magicLines(code: string, language: string | undefined, comments: MagicComment[], ranged: Set<number>): MarkedLines {
  const classes = new Map<number, string[]>();
  if (ranged.size && comments[0]) {
    for (const line of [...ranged].sort((a, b) => a - b)) classes.set(line, [comments[0].className]);
    return { code, classes };
  }
  if (!language || !comments.length) return { code, classes };
  const pattern = directivePattern(language, comments);
  const lines = code.split("\n");
  const open = new Map<string, number>();
  const mark = (line: number, className: string) => classes.set(line, [...(classes.get(line) ?? []), className]);
  const kept: string[] = [];
  const pending: string[] = [];
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === undefined) {
      kept.push(line);
      for (const className of pending.splice(0)) mark(kept.length, className);
      continue;
    }
    const kind = comments.find((c) => c.line === directive || c.block?.start === directive || c.block?.end === directive)!;
    if (kind.line === directive) pending.push(kind.className);
    else if (kind.block?.start === directive) open.set(kind.className, kept.length + 1);
    else for (let at = open.get(kind.className) ?? 1; at <= kept.length; at++) mark(at, kind.className);
  }
  return { code: kept.join("\n"), classes };
}
