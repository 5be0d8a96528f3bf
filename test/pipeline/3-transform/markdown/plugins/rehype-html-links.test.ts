import assert from "node:assert/strict";
import { test } from "node:test";
import { renderMarkdown } from "../../../../support.ts";

/** Returns the links a page records, each as `target#fragment @line:column`. */
const links = (markdown: string, path?: string) =>
  (renderMarkdown(markdown, { path }).file.data.links ?? []).map(
    (link) => `${link.target}${link.fragment ? `#${link.fragment}` : ""} @${link.place?.start.line}:${link.place?.start.column}`,
  );

test("should record the links of raw HTML at their place, resolved from the page's route as a browser follows them", () => {
  const markdown =
    '[md](/docs/intro)\n\n<a href="/docs/other#part">raw</a> and <a href="sibling">relative</a>\n\n<img src="/img/logo.svg" alt="Logo">\n\n<a href="#here">here</a> <a href="https://example.com">out</a>\n';
  assert.deepEqual(links(markdown), ["/docs/intro @1:1", "/docs/other#part @3:1", "/docs/sibling @3:40", "/img/logo.svg @5:1", "/docs/case#here @7:1"]);
  // A relative URL keeps how it was written, for the link check's message.
  const written = renderMarkdown(markdown).file.data.links?.map((link) => link.written ?? null);
  assert.deepEqual(written, [null, null, "sibling", null, null]);
});

test("should record the links of MDX elements and Link components once each", () => {
  const mdx = 'import Link from "@docusaurus/Link";\n\n<a href="/docs/other">a</a> and <Link to="/docs/intro#start">link</Link>\n';
  assert.deepEqual(links(mdx, "content/docs/case.mdx"), ["/docs/intro#start @3:33", "/docs/other @3:1"]);
});

test("should record the files a video, a sound, their sources and captions name", () => {
  const markdown =
    '<video poster="/img/still.png" controls>\n  <source src="/videos/demo.webm" type="video/webm" />\n  <track src="captions.vtt" kind="captions" />\n</video>\n\n<audio src="/sounds/chime.ogg" controls></audio>\n';
  assert.deepEqual(links(markdown), ["/img/still.png @1:1", "/videos/demo.webm @2:3", "/docs/captions.vtt @3:3", "/sounds/chime.ogg @6:1"]);
});

test("should warn of an image, a video or a sound from another host at its place: the Content-Security-Policy blocks it", () => {
  const markdown =
    '![Build](https://ci.example.com/badge.svg)\n\n<img src="//cdn.example.com/logo.png" alt="Logo">\n\n<video poster="https://cdn.example.com/still.png">\n  <source src="https://cdn.example.com/demo.mp4" />\n</video>\n\n<a href="https://example.com">a link elsewhere is fine</a>\n';
  const { file } = renderMarkdown(markdown, { format: "md" });
  assert.deepEqual(
    file.messages.map(
      (message) =>
        `${message.place && "start" in message.place ? `${message.place.start.line}:${message.place.start.column}` : ""} ${message.ruleId} ${message.reason}`,
    ),
    [
      "1:1 other-host-media Unexpected image from another host `https://ci.example.com/badge.svg`, expected a file of this site",
      "3:1 other-host-media Unexpected image from another host `//cdn.example.com/logo.png`, expected a file of this site",
      "5:1 other-host-media Unexpected image from another host `https://cdn.example.com/still.png`, expected a file of this site",
      "6:3 other-host-media Unexpected video or sound from another host `https://cdn.example.com/demo.mp4`, expected a file of this site",
    ],
  );
});
