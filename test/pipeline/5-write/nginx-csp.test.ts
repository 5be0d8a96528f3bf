import assert from "node:assert/strict";
import { test } from "node:test";
import { nginxCspFile } from "../../../src/pipeline/5-write/index.ts";

test("should write the nginx include with the exact CSP the static server sends", () => {
  const file = nginxCspFile({ scriptHashes: ["sha256-abc="], styleHosts: ["https://fonts.googleapis.com"], fontHosts: ["https://fonts.gstatic.com"] });
  assert.equal(file.path, "nginx-csp.conf");
  const line = String(file.contents)
    .split("\n")
    .find((l) => l.startsWith("add_header"));
  assert.doesNotMatch(String(line), /unsafe-inline/);
  assert.equal(
    line,
    `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' https://fonts.googleapis.com; font-src 'self' https://fonts.gstatic.com; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'" always;`,
  );
});
