import assert from "node:assert/strict";
import { test } from "node:test";
import { describeFailure } from "../../src/dev/describe-failure.ts";

test("should place an exception at its first frame inside the project, skipping dependencies", () => {
  const error = new TypeError("Cannot read properties of undefined (reading 'label')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'label')",
    "    at renderElement (/repo/node_modules/react-dom/cjs/server.js:10:5)",
    "    at Navbar (file:///repo/templates/parts/navbar.tsx:12:34)",
    "    at renderPage (/repo/src/render/render-page.ts:18:28)",
  ].join("\n");
  assert.equal(
    describeFailure(error, "/repo").split("\n")[0],
    "templates/parts/navbar.tsx:12:34: Cannot read properties of undefined (reading 'label') [build-exception]",
  );
});

test("should still describe an exception with no frame in the project", () => {
  assert.equal(describeFailure("plain failure", "/repo").split("\n")[0], "plain failure [build-exception]");
});
