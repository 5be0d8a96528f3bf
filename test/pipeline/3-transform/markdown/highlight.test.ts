import assert from "node:assert/strict";
import { test } from "node:test";
import type { ElementContent } from "hast";
import { loadCodeLanguages } from "../../../../src/pipeline/3-transform/markdown/code-languages.ts";
import { highlight, splitLines } from "../../../../src/pipeline/3-transform/markdown/highlight.ts";

const text = (value: string): ElementContent => ({ type: "text", value });
const span = (className: string, children: ElementContent[]): ElementContent => ({
  type: "element",
  tagName: "span",
  properties: { className: [className] },
  children,
});
/** A line as markup: a token as `<class>…</class>`. */
const show = (nodes: ElementContent[]): string =>
  nodes
    .map((node) =>
      node.type === "text"
        ? node.value
        : node.type === "element"
          ? `<${node.properties.className}>${show(node.children)}</${node.properties.className}>`
          : node.type === "comment"
            ? `<!--${node.value}-->`
            : "",
    )
    .join("");
const lines = (nodes: ElementContent[]) => splitLines(nodes).map(show);

test("should cut highlighted tokens at newlines (splitLines), cloning a token on both sides and dropping what is left empty", () => {
  const string = span("string", [text('"a\nb"')]);
  const empty = span("empty", []);
  const nested = span("outer", [span("inner", [text("x\n\ny")]), text("z")]);
  assert.deepEqual(lines([text("let s = "), string, text(";\n"), empty, text(""), nested, { type: "comment", value: "c" }, span("last", [text("w")])]), [
    'let s = <string>"a</string>',
    '<string>b"</string>;',
    "<outer><inner>x</inner></outer>",
    "",
    "<outer><inner>y</inner>z</outer><last>w</last>",
  ]);
  assert.deepEqual(lines([span("wrap", [span("kept", [text("k")]), text("")])]), ["<wrap><kept>k</kept></wrap>"]);
  assert.deepEqual(lines([span("wrap", [{ type: "comment", value: "c" }, text("k")])]), ["<wrap>k</wrap>"]);
  assert.deepEqual(lines([span("wrap", [span("gone", []), text("k")])]), ["<wrap>k</wrap>"]);
  assert.deepEqual(lines([]), [""]);
});

test("should keep every character of highlighted code, line by line (splitLines)", () => {
  const code = 'query Order($id: ID!) {\n  order(id: $id) {\n    name # "quoted\n  }\n}\n\n"""\nblock\nstring\n"""';
  const split = splitLines(highlight(code, "graphql"));
  assert.deepEqual(
    split.map((line) => show(line).replace(/<[^>]+>/g, "")),
    code.split("\n"),
  );
  // A token of three lines is cut into three.
  assert.ok(
    split.slice(6, 10).every((line) => line.length === 1 && line[0]!.type === "element"),
    JSON.stringify(split.slice(6, 10)),
  );
});

test("should leave punctuation and operators as text, joined with the text around them (highlight)", () => {
  const tokens = highlight('{ "a": [1, 2] }', "json");
  assert.equal(show(tokens), '{ <token,property>"a"</token,property>: [<token,number>1</token,number>, <token,number>2</token,number>] }');
  assert.ok(
    tokens.every((node, i) => node.type !== "text" || tokens[i + 1]?.type !== "text"),
    "no two text nodes side by side",
  );
  // A punctuation token inside another token is text of that token; a token with a further kind stays.
  assert.equal(
    show(highlight('<a href="x">', "html")),
    '<token,tag><token,tag><a</token,tag> <token,attr-name>href</token,attr-name><token,attr-value><token,punctuation,attr-equals>=</token,punctuation,attr-equals>"x"</token,attr-value>></token,tag>',
  );
});

test("should highlight Docusaurus' languages on every site, others only when the site lists them (highlight, loadCodeLanguages)", async () => {
  // C++ is one of prism-react-renderer's languages; Bash is not, so Docusaurus shows it plain unless it is added.
  assert.equal(show(highlight("int x = 1;", "cpp")), "<token,keyword>int</token,keyword> x = <token,number>1</token,number>;");
  assert.equal(show(highlight("echo $HOME", "bash")), "echo $HOME");
  assert.equal(show(highlight("x", "text")), "x");
  assert.equal(show(highlight("x", undefined)), "x");
  const { languages, unknown } = await loadCodeLanguages(["bash", "java", "no-such-grammar"]);
  assert.deepEqual(unknown, ["no-such-grammar"]);
  assert.equal(
    show(highlight("echo $HOME", "sh", languages)),
    "<token,builtin,class-name>echo</token,builtin,class-name> <token,environment,constant>$HOME</token,environment,constant>",
  );
  assert.equal(show(highlight("int x = 1;", "java", languages)), "<token,keyword>int</token,keyword> x = <token,number>1</token,number>;");
  assert.ok(languages.available.has("ruby") && !languages.names.has("ruby"), "Ruby has a grammar the site does not list");
  // A grammar that only adds to others has a name no block can use.
  assert.equal(show(highlight("x", "js-extras", languages)), "x");
});

test("should tokenize JavaScript as Docusaurus' Prism does, with its extras, however often a block is highlighted (highlight)", () => {
  const code = "/** Doc. */\nconsole.log(x);";
  const expected =
    "<token,doc-comment,comment>/** Doc. */</token,doc-comment,comment>\n<token,console,class-name>console</token,console,class-name>.<token,method,function,property-access>log</token,method,function,property-access>(x);";
  for (let i = 0; i < 3; i++) assert.equal(show(highlight(code, "js")), expected);
});
