import assert from "node:assert/strict";
import { test } from "node:test";
import {
  assertValidSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from "graphql";
import { largeSchemaSdl } from "../../bench/large-schema.ts";
import { kebabCase } from "../../src/shared/paths.ts";

test("should generate a valid schema of exactly the types asked for, the same each time, with every kind and Relay connections", () => {
  const sdl = largeSchemaSdl();
  assert.equal(largeSchemaSdl(), sdl);
  const schema = buildSchema(sdl);
  assertValidSchema(schema);
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !(isScalarType(type) && isSpecifiedScalarType(type)));
  assert.equal(types.length, 2000);
  const count = (is: (type: unknown) => boolean) => types.filter(is).length;
  assert.deepEqual(
    {
      interfaces: count(isInterfaceType),
      unions: count(isUnionType),
      enums: count(isEnumType),
      inputs: count(isInputObjectType),
      scalars: count(isScalarType),
    },
    { interfaces: 13, unions: 24, enums: 283, inputs: 558, scalars: 2 },
  );
  // An interface that implements another, and a connection with its edge's node.
  const tags = schema.getType("HasTags");
  assert.ok(isInterfaceType(tags));
  assert.deepEqual(
    tags.getInterfaces().map((i) => i.name),
    ["Node", "HasOwner"],
  );
  const connection = schema.getType("BillingAccountConnection");
  assert.ok(isObjectType(connection));
  assert.equal(String(connection.getFields().edges!.type), "[BillingAccountEdge!]!");
  assert.equal(largeSchemaSdl(600).length < sdl.length, true);
  // No two names share a route.
  assert.equal(new Set(types.map((type) => kebabCase(type.name))).size, types.length);
});

test("should generate a schema of 15,000 types, numbering names once the word pairs run out, with no two on one route", () => {
  const schema = buildSchema(largeSchemaSdl(15000));
  assertValidSchema(schema);
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !(isScalarType(type) && isSpecifiedScalarType(type)));
  assert.equal(types.length, 15000);
  assert.ok(schema.getType("BillingAccount2"));
  assert.equal(new Set(types.map((type) => kebabCase(type.name))).size, types.length);
});
