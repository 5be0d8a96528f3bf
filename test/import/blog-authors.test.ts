import assert from "node:assert/strict";
import { test } from "node:test";
import { blogAuthors } from "../../src/import/blog-authors.ts";

test("should keep each author's name, title and web address, and note every key left out at its line", () => {
  const text =
    "jo:\n  name: Jo Doe\n  title: Engineer\n  url: https://jo.example.com\n  image_url: https://example.com/jo.png\nkim:\n  url: javascript:alert(1)\n";
  const { text: yaml, notes } = blogAuthors(text, "blog/authors.yml");
  assert.equal(yaml, 'jo:\n  name: Jo Doe\n  title: Engineer\n  url: https://jo.example.com\nkim:\n  name: kim\n  title: ""\n');
  assert.deepEqual(notes, [
    { at: "blog/authors.yml:5:3", reason: "author key `jo.image_url` has no counterpart in content/blog/authors.yaml" },
    { at: "blog/authors.yml:7:3", reason: "author key `kim.url` has no counterpart in content/blog/authors.yaml" },
  ]);
});

test("should carry nothing over from a file that is no map of authors, and say where", () => {
  assert.deepEqual(blogAuthors("- jo\n- kim\n", "blog/authors.yml"), {
    notes: [{ at: "blog/authors.yml:1:1", reason: "the blog's authors file is no YAML map of authors, not carried over" }],
  });
  assert.deepEqual(blogAuthors("jo: Jo Doe\n", "blog/authors.yml").notes, [
    { at: "blog/authors.yml:1:1", reason: "an author that is no map of keys, not carried over" },
  ]);
});
