import assert from "node:assert/strict";
import { test } from "node:test";
import { mockFormKnown, mockScalar } from "../../src/shared/index.ts";

test("should mock custom scalars by their name", () => {
  const path = "project.value";
  assert.match(mockScalar("DateTime", "value", path) as string, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  assert.match(mockScalar("PreciseDateTime", "value", path) as string, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  assert.match(mockScalar("Date", "value", path) as string, /^\d{4}-\d{2}-\d{2}$/);
  assert.match(mockScalar("Time", "value", path) as string, /^\d{2}:\d{2}:\d{2}$/);
  assert.match(mockScalar("URL", "value", path) as string, /^https:\/\/example\.com\/[a-z]+-\d+$/);
  assert.match(mockScalar("URI", "value", path) as string, /^https:\/\/example\.com\//);
  assert.match(mockScalar("HTML", "value", path) as string, /^<p>.*<\/p>$/);
  assert.equal(typeof mockScalar("JSON", "value", path), "object");
  assert.match(mockScalar("Email", "value", path) as string, /^[a-zà-ÿ]+\.[a-z]+@example\.com$/);
  assert.equal(typeof mockScalar("Money", "value", path), "number");
  assert.match(mockScalar("UUID", "value", path) as string, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.match(mockScalar("GitObjectID", "value", path, { description: "A Git object ID." }) as string, /^[0-9a-f]{40}$/);
});

test("should read the format from the scalar's description when its name gives none", () => {
  assert.match(mockScalar("When", "at", "a.at", { description: "An ISO-8601 encoded date and time string." }) as string, /^\d{4}-\d{2}-\d{2}T/);
  assert.equal(typeof mockScalar("Millis", "at", "a.at", { description: "Milliseconds since the Unix epoch." }), "number");
  assert.match(
    mockScalar("BigInt", "size", "a.size", { description: "A whole number; it may exceed 32 bits, so it is encoded as a string." }) as string,
    /^\d+$/,
  );
  assert.equal(typeof mockScalar("BigInt", "size", "a.size"), "number");
});

test("should keep the portal's own scalars: Timestamp in milliseconds, JSON an object", () => {
  assert.equal(
    mockScalar("Timestamp", "createdAt", "listOrder.data.0.createdAt", { description: "A point in time as the number of milliseconds since the Unix epoch." }),
    1736955000000,
  );
  assert.deepEqual(Object.keys(mockScalar("JSON", "metadata", "x.metadata") as object), ["source", "version"]);
});

test("should use neutral words unless the commerce vocabulary is asked for", () => {
  const neutral = Array.from({ length: 8 }, (_, i) => mockScalar("String", "name", `repository.${i}.name`));
  const commerce = Array.from({ length: 8 }, (_, i) => mockScalar("String", "name", `repository.${i}.name`, { vocabulary: "commerce" }));
  assert.ok(neutral.every((name) => !commerce.includes(name)));
  assert.ok(commerce.includes("Ceramic Mug"));
  assert.match(mockScalar("String", "url", "a.url") as string, /^https:\/\/example\.com\//);
  assert.match(mockScalar("String", "url", "a.url", { vocabulary: "commerce" }) as string, /^https:\/\/my-store\.example\.com\//);
});

test("should name a person for the name of a user, and a thing for the name of a user's project", () => {
  assert.match(mockScalar("String", "name", "viewer.name") as string, /^[A-Z][a-zá]+ [A-Z][a-z]+$/);
  assert.doesNotMatch(mockScalar("String", "name", "viewer.projects.edges.0.node.name") as string, / /);
});

test("should mock a custom scalar as its description says: a decimal string, its own example, stringified JSON, a decimal string, a number, an ARN", () => {
  const path = "query.node.value";
  assert.match(mockScalar("Money", "value", path, { description: 'A decimal string, such as `"100.57"`.' }) as string, /^\d+\.\d{1,2}$/);
  // With no format of its own, a scalar takes the example its description gives.
  assert.equal(mockScalar("Count", "value", path, { description: "A whole number, e.g. `42`." }), 42);
  assert.equal(mockScalar("Token", "value", path, { description: 'An opaque token such as `"tk_9f2"`.' }), "tk_9f2");
  const json = mockScalar("JSON", "value", path, { description: "A stringified JSON value." });
  assert.equal(typeof json, "string");
  assert.doesNotThrow(() => JSON.parse(json as string));
  assert.equal(typeof mockScalar("JSON", "value", path, { description: "A JSON object." }), "object");
  assert.match(mockScalar("Amount", "value", path, { description: "An amount as a decimal string." }) as string, /^\d+(\.\d+)?$/);
  assert.equal(typeof mockScalar("FormattedNumber", "value", path, { description: "Represents a number shown to people." }), "number");
  assert.match(mockScalar("ARN", "value", path) as string, /^arn:aws:/);
  assert.match(mockScalar("ResourceArn", "value", path) as string, /^arn:aws:/);
  // A decimal number the description shows as a string travels as one, whatever words say so.
  const decimal = mockScalar("Decimal", "price", path, { description: 'A decimal number written as a string, such as `"100.57"`.' });
  assert.match(decimal as string, /^\d+(\.\d{1,2})?$/);
  // "Unlike `Foo`" gives no example, and `null` is none either.
  assert.equal(mockFormKnown("Token", "Unlike `Foo`, an opaque value."), false);
  assert.equal(mockFormKnown("Token", "An opaque value, e.g. `null` when unset."), false);
});

test("should tell a scalar whose name and description give no form, whose mocks are placeholders", () => {
  assert.equal(mockFormKnown("DateTime", null), true);
  assert.equal(mockFormKnown("String", null), true);
  assert.equal(mockFormKnown("Token", "An opaque value."), false);
  assert.equal(mockFormKnown("Token", "An opaque value, such as `tk_123`."), true);
});
