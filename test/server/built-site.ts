import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Writes a small built site into a fresh folder: home, a doc page and its markdown twin, a hashed asset, the
 * not-found page and the CSP record. Beside the site, outside it, are a secret file and a secret folder, which the
 * site's `leak.txt` and `docs/leak` point at: a server must never answer with them.
 */
export function builtSite(): { root: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), "built-site-"));
  const root = join(parent, "site");
  mkdirSync(join(root, "docs/intro"), { recursive: true });
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "docs/intro/index.html"), "<h1>intro</h1>");
  writeFileSync(join(root, "docs/intro.md"), "# Intro\n");
  writeFileSync(join(root, "assets/app.0123456789.js"), "export {};");
  writeFileSync(join(root, "csp.json"), JSON.stringify({ scriptHashes: ["sha256-abc="] }));
  writeFileSync(join(parent, "secret.txt"), "secret");
  symlinkSync(join(parent, "secret.txt"), join(root, "leak.txt"));
  mkdirSync(join(parent, "outside"));
  writeFileSync(join(parent, "outside/index.html"), "secret");
  symlinkSync(join(parent, "outside"), join(root, "docs/leak"));
  return { root, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
