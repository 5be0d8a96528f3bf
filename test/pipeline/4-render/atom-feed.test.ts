import assert from "node:assert/strict";
import { test } from "node:test";
import { XMLValidator } from "fast-xml-parser";
import { atomFeed } from "../../../src/pipeline/4-render/atom-feed.ts";

const feed = atomFeed({
  id: "https://docs.example.com/blog",
  title: "Blog & news | Docs",
  subtitle: "Say <hello>",
  updated: "2025-03-01T00:00:00Z",
  alternate: "https://docs.example.com/blog",
  self: "https://docs.example.com/blog/atom.xml",
  entries: [
    {
      url: "https://docs.example.com/blog/a",
      title: 'A "quoted" post',
      updated: "2025-03-01T00:00:00Z",
      summary: "One & two",
      authors: ["Ada"],
      categories: ["news"],
    },
    { url: "https://docs.example.com/blog/b", title: "B", updated: "2025-02-01T00:00:00Z", summary: "Plain." },
  ],
});

test("should write a valid Atom feed with one line per entry and the text escaped", () => {
  assert.equal(XMLValidator.validate(feed), true);
  assert.deepEqual(feed.split("\n").slice(4), [
    '<entry><id>https://docs.example.com/blog/a</id><title>A &quot;quoted&quot; post</title><link href="https://docs.example.com/blog/a"/><updated>2025-03-01T00:00:00Z</updated><summary>One &amp; two</summary><author><name>Ada</name></author><category term="news"/></entry>',
    '<entry><id>https://docs.example.com/blog/b</id><title>B</title><link href="https://docs.example.com/blog/b"/><updated>2025-02-01T00:00:00Z</updated><summary>Plain.</summary></entry>',
    "</feed>",
  ]);
  assert.match(feed, /<title>Blog &amp; news \| Docs<\/title><subtitle>Say &lt;hello&gt;<\/subtitle>/);
});

test("should name the feed's author when given, for entries that name none", () => {
  const withAuthor = atomFeed({
    ...{ id: "https://docs.example.com/c", title: "C", subtitle: "S", updated: "2025-01-01T00:00:00Z" },
    alternate: "https://docs.example.com/c",
    self: "https://docs.example.com/c/atom.xml",
    author: "Docs & co",
    entries: [],
  });
  assert.match(withAuthor, /<link rel="self" href="https:\/\/docs\.example\.com\/c\/atom\.xml"\/><author><name>Docs &amp; co<\/name><\/author>/);
  assert.doesNotMatch(feed, /<\/link><author>|"\/><author>/);
});
