import assert from "node:assert/strict";
import { test } from "node:test";
import { isSearchShortcut } from "../../../src/client/search/shortcuts.ts";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...mods,
});
const body = { tagName: "BODY" } as unknown as EventTarget;

test("should open search on /, Ctrl-K and Cmd-K", () => {
  assert.equal(isSearchShortcut(key("/"), body), true);
  assert.equal(isSearchShortcut(key("k", { ctrlKey: true }), body), true);
  assert.equal(isSearchShortcut(key("K", { metaKey: true }), body), true);
});

test("should not open search on other keys", () => {
  assert.equal(isSearchShortcut(key("k"), body), false);
  assert.equal(isSearchShortcut(key("/", { ctrlKey: true }), body), false);
  assert.equal(isSearchShortcut({ ...key("/"), defaultPrevented: true }, body), false);
});

test("should not open search while the reader types in a field or editable content", () => {
  for (const tagName of ["INPUT", "TEXTAREA", "SELECT"]) assert.equal(isSearchShortcut(key("/"), { tagName } as unknown as EventTarget), false);
  assert.equal(isSearchShortcut(key("k", { ctrlKey: true }), { tagName: "DIV", isContentEditable: true } as unknown as EventTarget), false);
});
