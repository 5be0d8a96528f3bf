import type { Program, SourceLocation } from "estree";
import type { Code, Paragraph, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Node, Position } from "unist";
import type { VFile } from "vfile";
import { find, html } from "property-information";
import { clip, walkTree } from "../../../../shared/index.ts";
import { importedPath, type GivenComponents } from "../../../1-content/index.ts";
import { isComment, NOT_STATIC, staticValue } from "../mdx-static-value.ts";

export interface RemarkMdxElementsOptions {
  contentDir: string;
  /** The texts pages may import by path (`ContentSet.partials`): a `raw-loader` import's `{name}` is its file's text. */
  texts?: Map<string, string>;
  /** The site's base URL, which `useBaseUrl('img/x.png')` in an attribute adds. */
  baseUrl: string;
  /** Markdown files every page shows by a component name, as if it imported them (`markdown.components`). */
  given?: GivenComponents;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, string | number | boolean | undefined>;
type Convert = (element: JsxElement, props: Props, file: VFile, baseUrl: string) => Node | Node[];

/**
 * Docusaurus' theme components an MDX page may use, each turned into what this site renders for it: Tabs and TabItem
 * into `x-tabs`/`x-tab-item` (templates/mdx/), Admonition into the `:::` directive, CodeBlock into a fenced code block,
 * Details into `<details>`, TOCInline and DocCardList into elements the page model fills in, `@docusaurus/Link` into
 * a markdown link (resolved and checked as one) or, without a target, an anchor, `@docusaurus/Head` into what the
 * page's head shows (`toHead`), ThemedImage into the image of this site's one theme (`toThemedImage`), and Heading
 * into the heading it names (`toHeading`).
 */
const COMPONENTS: Record<string, Convert> = {
  Tabs: (element, props) => withElement(element, "x-tabs", props),
  TabItem: (element, props) => withElement(element, "x-tab-item", props),
  Admonition: toAdmonition,
  CodeBlock: toCode,
  Details: (element, props) => withElement(element, "details", { className: props.className }),
  TOCInline: (element, props) => withElement(element, "x-toc-inline", { minHeadingLevel: props.minHeadingLevel, maxHeadingLevel: props.maxHeadingLevel }),
  DocCardList: (element) => withElement(element, "x-doc-card-list", {}),
  Link: toLink,
  Head: toHead,
  ThemedImage: toThemedImage,
  Heading: toHeading,
};

/**
 * Reads what an MDX page holds besides markdown, and never runs any of it: `import` and `export` lines are dropped
 * (imports of `.md`/`.mdx` partials are remembered), `{/* comments *\/}` vanish, the components of COMPONENTS and an
 * imported partial or a given one (`<Part />`, `x-partial`, inlined by transform-page.ts) become elements, and HTML elements
 * (`<details>`, `<img>`, `<kbd>` …) become themselves, sanitized with the raw HTML (rehype-authored-html.ts). Any other
 * component, and any other expression, is a positioned warning; a component's children stay as content.
 */
export default function remarkMdxElements(options: RemarkMdxElementsOptions) {
  return (tree: Root, file: VFile) => {
    // The given components first: a page's own import of a name takes it, as in MDX.
    const imports: Imports = givenImports(file, options);
    // Imports first: `{name}` of a `raw-loader` import is its file's text wherever it is, a CodeBlock's child included.
    walkTree(tree, "mdxjsEsm", (node) => readEsm(node as Node & { value: string; data?: { estree?: Program } }, file, options, imports));
    inlineRawTexts(tree, file, imports, options.texts);
    walkTree(tree, "paragraph", (node, index, parent) => {
      const flow = unravelled(node);
      if (!flow || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...flow);
      return index;
    });
    walkTree(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const replacement = replace(node as Node, file, options, imports);
      if (replacement === undefined) return;
      (parent.children as Node[]).splice(index, 1, ...replacement);
      return index;
    });
  };
}

/** Markdown that is a block of its own: content that is none of these is phrasing, and needs a paragraph around it. */
const BLOCK_CONTENT = new Set([
  "paragraph",
  "heading",
  "list",
  "code",
  "blockquote",
  "table",
  "thematicBreak",
  "html",
  "containerDirective",
  "leafDirective",
  "mdxJsxFlowElement",
  "mdxFlowExpression",
]);

/**
 * Returns the content of a paragraph that holds only JSX elements and expressions (blanks aside) as blocks, as MDX
 * unravels it (@mdx-js/mdx's remark-mark-and-unravel): `<TabItem value="a">A</TabItem>` on lines of their own inside
 * `<Tabs>` are tabs, not a paragraph. Undefined for any other paragraph.
 */
function unravelled(paragraph: Paragraph): RootContent[] | undefined {
  let some = false;
  for (const child of paragraph.children as { type: string; value?: string }[]) {
    if (child.type === "mdxJsxTextElement" || child.type === "mdxTextExpression") some = true;
    else if (!(child.type === "text" && !child.value!.trim())) return undefined;
  }
  if (!some) return undefined;
  return (paragraph.children as { type: string; value?: string }[])
    .filter((child) => !(child.type === "text" && /^[\t\r\n ]+$/.test(child.value!)))
    .map((child) => ({ ...child, type: child.type === "mdxJsxTextElement" ? "mdxJsxFlowElement" : "mdxFlowExpression" }) as RootContent);
}

/**
 * The names a page imports: each with the path of the partial it names (or that config.yaml gives it, `given`), the path of a file it imports as text
 * (`!!raw-loader!./snippet.ts`), or the source of anything else but Docusaurus' own components (`@theme/…`,
 * `@docusaurus/…`): such a name is the site's own component, even `Tabs`.
 */
type Imports = Map<string, { partial: string; given?: true } | { raw: string } | { source: string }>;

/** Returns what replaces `node` (nothing: it is removed), or undefined when it is markdown and stays. */
function replace(node: Node, file: VFile, options: RemarkMdxElementsOptions, imports: Imports): Node[] | undefined {
  switch (node.type) {
    case "mdxjsEsm":
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return fromExpression(node as Node & { value: string; data?: { estree?: Program } }, file);
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return fromElement(node as JsxElement, file, imports, options.baseUrl);
    default:
      return undefined;
  }
}

/** Records the names an `import` gives (`Imports`); warns about an `export`, which would run code. */
function readEsm(node: Node & { value: string; data?: { estree?: Program } }, file: VFile, options: RemarkMdxElementsOptions, imports: Imports): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type === "ImportDeclaration") {
      const source = String(statement.source.value);
      if (!/^@(theme|docusaurus)\//.test(source)) for (const specifier of statement.specifiers) imports.set(specifier.local.name, { source });
      const raw = RAW_LOADER.exec(source)?.[1];
      const rawPath = raw && importedPath(raw, file.path, options.contentDir);
      if (rawPath) for (const specifier of statement.specifiers) imports.set(specifier.local.name, { raw: rawPath });
      if (raw || !/\.mdx?$/.test(source)) continue;
      const path = importedPath(source, file.path, options.contentDir);
      const local = statement.specifiers.find((s) => s.type === "ImportDefaultSpecifier")?.local.name;
      // Any markdown file of content/, as Docusaurus shows any imported one: discovery read those a page imports.
      const partial = path?.startsWith(`${options.contentDir}/`);
      if (partial && local) imports.set(local, { partial: path! });
      else
        file.message(
          partial
            ? `Unexpected named import from the partial \`${source}\`, expected its default export: only the partial's content is read`
            : `Unexpected import of \`${source}\`, expected a \`.md\` or \`.mdx\` file of content/`,
          { place: placeOf(statement) ?? node.position, ruleId: "mdx-import", source: "docs" },
        ).note = "import a partial with `import Part from './_part.md';` and show it with `<Part />`";
    } else {
      file.message("Unexpected `export` in MDX: the page is read, never run, so what it exports is not used", {
        place: placeOf(statement) ?? node.position,
        ruleId: "mdx-export",
        source: "docs",
      }).note = "remove the export, or write its content as markdown";
    }
  }
}

/** Returns the place of a statement in the page (estree columns count from 0; the file's, from 1). */
function placeOf(node: { loc?: SourceLocation | null }): Position | undefined {
  const loc = node.loc;
  return loc ? { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } } : undefined;
}

/** `!!raw-loader!./snippet.ts` (or without `!!`): the file's text, as webpack's raw-loader gives it. */
const RAW_LOADER = /^(?:!!)?raw-loader!(.+)$/;

/**
 * Replaces each `{name}` whose name a `raw-loader` import gives with the file's text (Docusaurus' way to show a file
 * in a `<CodeBlock>`); a file discovery did not find is a warning at the expression, which then shows nothing.
 */
function inlineRawTexts(tree: Root, file: VFile, imports: Imports, texts: Map<string, string> | undefined): void {
  walkTree(tree, (node, index, parent) => {
    const expression = node as Node & { value?: string };
    if ((node.type !== "mdxFlowExpression" && node.type !== "mdxTextExpression") || !parent || index === undefined) return;
    const imported = imports.get(expression.value?.trim() ?? "");
    if (!imported || !("raw" in imported)) return;
    const text = texts?.get(imported.raw);
    if (text === undefined)
      file.message(`Unexpected \`{${expression.value!.trim()}}\` of \`${imported.raw}\`, expected an existing file`, {
        place: node.position,
        ruleId: "mdx-import",
        source: "docs",
      }).note = "check the path in the `import` line: it is relative to this page, or to content/ with `@site/`";
    (parent.children as Node[]).splice(index, 1, ...(text === undefined ? [] : [{ type: "text", value: text, position: node.position } as Node]));
    return index;
  });
}

/** Returns a literal expression's text (`{'a'}`, `` {`b`} ``), nothing for a comment, or nothing with a warning. */
function fromExpression(node: Node & { value: string; data?: { estree?: Program } }, file: VFile): Node[] {
  if (isComment(node.data?.estree)) return [];
  const value = staticValue(node.value);
  if (typeof value === "string" || typeof value === "number") return [{ type: "text", value: String(value), position: node.position } as Node];
  file.message(`Unexpected JavaScript expression \`{${clip(node.value.trim(), 40)}}\`: the page is read, never run, so it shows nothing`, {
    place: node.position,
    ruleId: "mdx-expression",
    source: "docs",
  }).note = "write the text it would give instead";
  return [];
}

/** Returns the given components (`markdown.components`) as the imports of `file` they stand for: each a partial. */
function givenImports(file: VFile, { given = {}, contentDir }: RemarkMdxElementsOptions): Imports {
  const imports: Imports = new Map();
  for (const [name, source] of Object.entries(given)) {
    const path = importedPath(source, file.path, contentDir);
    if (path?.startsWith(`${contentDir}/`)) imports.set(name, { partial: path, given: true });
  }
  return imports;
}

/** Returns what an element becomes: a known component, a partial, an HTML element, or its children with a warning. */
function fromElement(element: JsxElement, file: VFile, imports: Imports, baseUrl: string): Node[] {
  const props = readProps(element, file, baseUrl);
  // MDX gives `<head>` no meaning of its own: Docusaurus reads a block of it as `<Head>` (its mdx-loader's remark/head).
  const name = element.name === "head" && element.type === "mdxJsxFlowElement" ? "Head" : element.name;
  if (name === null) return element.children as Node[];
  const imported = imports.get(name);
  if (imported && "partial" in imported) {
    file.data.importsPartials = true;
    return [withElement(element, "x-partial", { src: imported.partial, ...(imported.given ? { given: true } : {}) })];
  }
  const convert = Object.hasOwn(COMPONENTS, name) && !imported ? COMPONENTS[name] : undefined;
  if (convert) {
    file.data.authoredHtml = true;
    return [convert(element, props, file, baseUrl)].flat() as Node[];
  }
  // As JSX reads a name: lowercase, or with a dash (`<x-search>`, a custom element), it is an HTML element.
  if (!name.includes(".") && (/^[a-z]/.test(name) || name.includes("-"))) {
    file.data.authoredHtml = true;
    const required = requiredAttributes(element);
    const node = withElement(element, name, props);
    if (required.length) (node.data as Record<string, unknown>).requiredFiles = required;
    return [node];
  }
  const from = imported && "source" in imported ? ` imported from \`${imported.source}\`` : "";
  file.message(
    `Unexpected component \`<${name}>\`${from}, expected one of ${Object.keys(COMPONENTS)
      .map((c) => `\`<${c}>\``)
      .join(", ")} or an imported partial`,
    {
      place: element.position,
      ruleId: "mdx-component",
      source: "docs",
    },
  ).note = "its content is shown without it; write it as markdown, or use a component this site knows";
  return element.children as Node[];
}

/**
 * Returns `<Link to="…">` (or `href`) as a markdown link, which the link plugin resolves and checks like any, keeping
 * its `id` and class; `<Link id="…" />` without a target as an anchor, `<a id="…">`.
 */
function toLink(element: JsxElement, props: Props): Node {
  const url = props.to ?? props.href;
  const properties = { id: props.id, className: props.className };
  if (url === undefined || typeof url === "boolean") return withElement(element, "a", properties);
  return { type: "link", url: String(url), children: element.children, position: element.position, data: { hProperties: properties } } as Node;
}

/** One image of a ThemedImage's `sources`: `light: <value>` or `dark: <value>`, a string, `useBaseUrl('…')` or `require('…')`. */
const THEMED_SOURCE = /\b(light|dark)\s*:\s*((?:useBaseUrl|require)\(\s*(["'])[^"'\\]+\3\s*\)(?:\.default)?|(["'])[^"'\\]*\4)/g;

/**
 * `<ThemedImage sources={{light, dark}} alt="…">` (`@theme/ThemedImage`) is an `<img>` of its light image (its dark one
 * when it has no light one), with its other attributes: Docusaurus shows the light one in its light theme, this site's
 * only one. Each source may be a string, `useBaseUrl('…')` or `require('…')`, checked as an `<img>`'s `src` is.
 */
function toThemedImage(element: JsxElement, props: Props, file: VFile, baseUrl: string): Node | Node[] {
  const sources = (element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]).find(
    (attribute): attribute is MdxJsxAttribute => attribute.type === "mdxJsxAttribute" && attribute.name === "sources",
  );
  const code = typeof sources?.value === "object" && sources.value ? sources.value.value : "";
  const found = new Map([...code.matchAll(THEMED_SOURCE)].map((match) => [match[1]!, match[2]!]));
  const chosen = found.get("light") ?? found.get("dark");
  if (chosen === undefined) {
    file.message("Unexpected `<ThemedImage>` without a light or dark image, expected `sources={{light: '…', dark: '…'}}`", {
      place: element.position,
      ruleId: "mdx-expression",
      source: "docs",
    }).note = "give each source as a string, `useBaseUrl('…')` or `require('…')`";
    return [];
  }
  const node = withElement(element, "img", { ...props, src: String(attributeValue(chosen, baseUrl)) });
  if (requiredPath(chosen) !== undefined) (node.data as Record<string, unknown>).requiredFiles = ["src"];
  return node;
}

/**
 * `<Head>` (`@docusaurus/Head`) sets the page's head rather than showing anything: its `<title>` is the page's
 * browser title as written, `<meta name="description">`, `<meta name="keywords">` and `<meta name="robots">` its
 * description, keywords and robots tag, as Docusaurus' Helmet lets the page's own tags win. Anything else in it is a warning, left out.
 */
function toHead(element: JsxElement, _props: Props, file: VFile): Node[] {
  const head: NonNullable<VFile["data"]["head"]> = {};
  for (const child of element.children as Node[]) {
    if (child.type === "text" && !(child as Node & { value: string }).value.trim()) continue;
    const tag = child as JsxElement;
    const props = child.type === "mdxJsxFlowElement" || child.type === "mdxJsxTextElement" ? readProps(tag, file) : {};
    const name = String(props.name ?? "").toLowerCase();
    if (tag.name === "title") head.title = (tag.children as Node[]).map(textOf).join("").trim();
    else if (tag.name === "meta" && name === "description" && typeof props.content === "string") head.description = props.content;
    else if (tag.name === "meta" && name === "keywords" && typeof props.content === "string")
      head.keywords = props.content
        .split(",")
        .map((word) => word.trim())
        .filter(Boolean);
    else if (tag.name === "meta" && name === "robots" && typeof props.content === "string") head.robots = props.content;
    else
      file.message(
        `Unexpected ${tag.name ? `\`<${tag.name}>\`` : "content"} in \`<Head>\`, expected \`<title>\` or \`<meta>\` of \`name="description"\`, \`"keywords"\` or \`"robots"\``,
        {
          place: child.position ?? element.position,
          ruleId: "mdx-component",
          source: "docs",
        },
      ).note = "it is left out of the page; front matter sets the rest of a page's head (`image`, `keywords`, `slug`)";
  }
  file.data.head = { ...file.data.head, ...head };
  return [];
}

/** Attributes Docusaurus' docs tell authors to pass as code, which this site computes itself: never a warning. */
const COMPUTED_PROPS: Record<string, string[]> = { TOCInline: ["toc"], DocCardList: ["items"], ThemedImage: ["sources"] };

/**
 * Returns the element's attributes with literal values (`a="x"`, `b`, `c={2}`), a file's path for `require('…')`
 * and a site path for `useBaseUrl('…')`; any other value is a warning and left out.
 */
function readProps(element: JsxElement, file: VFile, baseUrl = "/"): Props {
  const props: Props = {};
  for (const attribute of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      warnAttribute(file, element, `{${attribute.value}}`, attribute.position ?? element.position);
      continue;
    }
    // Written as in HTML (`class`, `data-kind`, `aria-label`) or as in JSX: named as hast names properties (`className`,
    // `dataKind`, `ariaLabel`), which the allow-list and the renderer read.
    const name = attribute.name === "class" ? "className" : find(html, attribute.name).property;
    if (element.name && COMPUTED_PROPS[element.name]?.includes(name)) continue;
    if (attribute.value === null || attribute.value === undefined) props[name] = true;
    else if (typeof attribute.value === "string") props[name] = attribute.value;
    else {
      const value = attributeValue(attribute.value.value, baseUrl);
      if (value === NOT_STATIC || value === null) warnAttribute(file, element, attribute.name, attribute.position ?? element.position);
      else props[name] = typeof value === "object" ? JSON.stringify(value) : (value as string | number | boolean);
    }
  }
  return props;
}

/** Returns an attribute's value written as code: a file's path for `require('…')`, a site path for `useBaseUrl('…')`, else a literal's (`staticValue`). */
function attributeValue(code: string, baseUrl: string): unknown {
  const required = requiredPath(code);
  if (required !== undefined) return required;
  const sitePath = USE_BASE_URL.exec(code)?.[2];
  return sitePath === undefined ? staticValue(code) : baseUrlPath(sitePath, baseUrl);
}

/** `useBaseUrl('img/chart.png')`: a path of the site under its base URL, as Docusaurus' hook gives it. */
const USE_BASE_URL = /^\s*useBaseUrl\(\s*(["'])([^"'\\]+)\1\s*\)\s*$/;

/**
 * Returns what `useBaseUrl(path)` gives, as Docusaurus' `addBaseUrl` makes it: an address elsewhere or a fragment as
 * it is, the base URL for the base without its slash, a path that starts with the base URL as it is, and any other
 * under the base URL.
 */
function baseUrlPath(path: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(path)) return path;
  if (path === baseUrl.replace(/\/$/, "")) return baseUrl;
  return path.startsWith(baseUrl) ? path : `${baseUrl}${path.replace(/^\//, "")}`;
}

/** `require('./img/chart.png').default`, or without `.default`: the path of a file the page names, as Docusaurus' docs write it. */
const REQUIRE = /^\s*require\(\s*(["'])([^"'\\]+)\1\s*\)(?:\.default)?\s*$/;

/** Returns the path an attribute's `require('…')` names, or undefined for any other code. */
function requiredPath(code: string): string | undefined {
  return REQUIRE.exec(code)?.[2];
}

/**
 * Returns the names (as hast names them) of the attributes that `require` a file: remark-links.ts points each at the
 * file's URL, as Docusaurus' bundler does, or reports a missing file.
 */
function requiredAttributes(element: JsxElement): string[] {
  return (element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]).flatMap((attribute) =>
    attribute.type === "mdxJsxAttribute" && typeof attribute.value === "object" && attribute.value && requiredPath(attribute.value.value) !== undefined
      ? [attribute.name === "class" ? "className" : find(html, attribute.name).property]
      : [],
  );
}

function warnAttribute(file: VFile, element: JsxElement, name: string, place: JsxElement["position"]): void {
  file.message(`Unexpected JavaScript in attribute \`${name}\` of \`<${element.name}>\`: the page is read, never run, so the attribute is left out`, {
    place,
    ruleId: "mdx-expression",
    source: "docs",
  }).note = "give it a literal value: `name=\"text\"`, `name={2}` or `name={['a', 'b']}`";
}

/**
 * Returns the element as a node remark-rehype turns into `<tagName>` with `props` (class names as a list): a node type
 * of its own (`mdxElement`), which mdast-util-to-hast renders as its `data.hName`, with its children.
 */
function withElement(element: JsxElement, tagName: string, props: Props): Node {
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    properties[key] = key === "className" && typeof value === "string" ? value.split(/\s+/).filter(Boolean) : value;
  }
  return { type: "mdxElement", children: element.children, position: element.position, data: { hName: tagName, hProperties: properties } } as Node;
}

/**
 * `<Heading as="h2" id="request">` (`@theme/Heading`, as docusaurus-plugin-openapi-docs writes its pages' headings) is
 * that heading with its id; as Docusaurus renders it, an h1 takes none, and as any heading written as JSX it is no
 * entry of the page's TOC. An `as` that names no heading is a warning, and the content stays.
 */
function toHeading(element: JsxElement, props: Props, file: VFile): Node | Node[] {
  const tag = typeof props.as === "string" && /^h[1-6]$/.test(props.as) ? props.as : undefined;
  if (tag) return withElement(element, tag, { id: tag === "h1" ? undefined : props.id, className: props.className });
  file.message(`Unexpected \`<Heading>\` with \`as\` ${props.as === undefined ? "unset" : `\`${String(props.as)}\``}, expected \`h1\` to \`h6\``, {
    place: element.position,
    ruleId: "mdx-component",
    source: "docs",
  }).note = 'name the heading level: `<Heading as="h2" id="…">`; its content is shown without it';
  return element.children as Node[];
}

/** `<Admonition type="tip" title="T">` is the `:::tip[T]` directive; remark-directives.ts renders (or warns about) it. */
function toAdmonition(element: JsxElement, props: Props): Node {
  // Written on one line (`<Admonition>Text</Admonition>`), its content is phrasing: a paragraph of its own.
  const phrasing = element.children.every((child) => !BLOCK_CONTENT.has(child.type));
  const children = (phrasing ? [{ type: "paragraph", children: element.children }] : [...element.children]) as RootContent[];
  if (typeof props.title === "string") {
    const label: Paragraph = { type: "paragraph", data: { directiveLabel: true } as Paragraph["data"], children: [{ type: "text", value: props.title }] };
    children.unshift(label);
  }
  const name = typeof props.type === "string" ? props.type : "note";
  return { type: "containerDirective", name, attributes: {}, children, position: element.position } as Node;
}

/**
 * `<CodeBlock language="js" title="a.js">{`…`}</CodeBlock>` is a fenced code block with that language and title; as
 * in Docusaurus, `className="language-js"` names the language when `language` does not. A child that is not a literal
 * (an imported file's text, a variable) gives no text, with the warning any such expression gets.
 */
function toCode(element: JsxElement, props: Props): Node {
  const value = (element.children as Node[])
    .map(textOf)
    .join("")
    .replace(/^\n+|\n+$/g, "");
  const meta = [
    typeof props.title === "string" ? (props.title.includes('"') ? `title='${props.title}'` : `title="${props.title}"`) : "",
    typeof props.metastring === "string" ? props.metastring : "",
    props.showLineNumbers ? "showLineNumbers" : "",
  ];
  const fromClass = typeof props.className === "string" ? /(?:^|\s)language-(\S+)/.exec(props.className)?.[1] : undefined;
  const code: Code = {
    type: "code",
    lang: typeof props.language === "string" ? props.language : (fromClass ?? null),
    meta: meta.filter(Boolean).join(" ") || null,
    value,
    position: element.position,
  };
  return code;
}

/** Returns the text a CodeBlock's child gives: a literal expression's value, or the text of markdown it holds. */
function textOf(node: Node): string {
  const typed = node as Node & { value?: string; children?: Node[]; data?: { estree?: Program } };
  if (typed.type === "mdxFlowExpression" || typed.type === "mdxTextExpression") {
    const value = staticValue(typed.value ?? "");
    return typeof value === "string" ? value : "";
  }
  if (typed.type === "text" || typed.type === "inlineCode") return typed.value ?? "";
  return (typed.children ?? []).map(textOf).join(typed.type === "paragraph" ? "" : "\n");
}
