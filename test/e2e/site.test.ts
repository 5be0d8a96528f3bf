import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { build } from "../../src/build.ts";
import { formatMessages } from "../../src/report/index.ts";
import { ROOT } from "../helpers.ts";

const CHECK_ROUTES = join(ROOT, "../shared/bin/check-routes");
const FENCE = /^```(ts|tsx|js|jsx|json)\b([^\n]*)\n([\s\S]*?)^```/gm;

test("should build the real site with no error, linkinator included, and every route of routes.txt with its sidebar", async () => {
  const outDir = join(mkdtempSync(join(tmpdir(), "real-site-")), "build");
  const result = await build({ root: ROOT, outDir });
  const report = formatMessages(result.files);
  assert.equal(result.ok, true, report);
  assert.doesNotMatch(report, /^error/m);
  assert.ok(existsSync(CHECK_ROUTES), "../shared/bin/check-routes is missing: the repository must sit beside shared/");
  const check = spawnSync(process.execPath, [CHECK_ROUTES, outDir], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /check-routes: (\d+)\/\1 routes as specified/);
});

test("should parse every ts, tsx, js, jsx and json code block in content/", () => {
  const problems: string[] = [];
  const files = (readdirSync(join(ROOT, "content"), { recursive: true }) as string[]).filter((f) => f.endsWith(".md")).sort();
  for (const rel of files) {
    const text = readFileSync(join(ROOT, "content", rel), "utf8");
    for (const match of text.matchAll(FENCE)) {
      const [, lang, , code] = match as unknown as [string, string, string, string];
      const line = text.slice(0, match.index).split("\n").length;
      if (lang === "json") {
        try {
          JSON.parse(code);
        } catch (error) {
          problems.push(`content/${rel}:${line}: ${(error as Error).message}`);
        }
        continue;
      }
      const kind = lang === "tsx" || lang === "jsx" ? ts.ScriptKind.TSX : lang === "js" ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      const source = ts.createSourceFile(`block.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
      const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
      for (const d of diagnostics) problems.push(`content/${rel}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    }
  }
  assert.deepEqual(problems, []);
});
