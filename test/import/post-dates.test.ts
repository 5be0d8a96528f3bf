import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { datePosts } from "../../src/import/post-dates.ts";

test("should write the day git added a post into the front matter of each post with no date in its path or front matter", (t) => {
  const site = mkdtempSync(join(tmpdir(), "post-dates-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "blog/undated.md": "---\ntitle: Undated\n---\n\nText.\n",
    "blog/bare.mdx": "# Bare\n\nNo front matter.\n",
    "blog/2024-01-02-named.md": "---\ntitle: Named\n---\n",
    "blog/2024/03/04/folders.md": "---\ntitle: Folders\n---\n",
    "blog/written.md": "---\ntitle: Written\ndate: 2020-01-01\n---\n",
    "blog/empty.md": "---\n---\n\nHello.\n",
    "blog/_partial.md": "A partial.\n",
    "docs/intro.md": "# Intro\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Author", "-c", "user.email=author@example.com", ...args], {
      cwd: site,
      env: { ...process.env, GIT_AUTHOR_DATE: "2021-04-05T10:00:00Z", GIT_COMMITTER_DATE: "2021-04-05T10:00:00Z" },
    });
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "The site");
  const plan = {
    copies: Object.keys(files).map((from) => ({ from, to: `content/${from}` })),
    writes: new Map<string, string>(),
    notes: [] as { at: string; reason: string }[],
  };
  datePosts(site, plan);
  assert.deepEqual(
    plan.copies.map((copy) => copy.from),
    ["blog/2024-01-02-named.md", "blog/2024/03/04/folders.md", "blog/written.md", "blog/_partial.md", "docs/intro.md"],
  );
  assert.deepEqual(Object.fromEntries(plan.writes), {
    "content/blog/undated.md": "---\ndate: 2021-04-05\ntitle: Undated\n---\n\nText.\n",
    "content/blog/bare.mdx": "---\ndate: 2021-04-05\n---\n\n# Bare\n\nNo front matter.\n",
    "content/blog/empty.md": "---\ndate: 2021-04-05\n---\n\nHello.\n",
  });
  assert.deepEqual(plan.notes, [
    {
      at: "blog/undated.md",
      reason:
        "3 posts without a date in their path or front matter, dated in front matter as Docusaurus dates them: by the commit that added the file, else its creation (blog/undated.md, blog/bare.mdx, blog/empty.md)",
    },
  ]);
});
