import {
  execute, getNamedType, isEnumType, isListType, isNonNullType, isScalarType, parse,
  type ExecutionResult, type GraphQLFieldResolver, type GraphQLOutputType, type GraphQLSchema, type GraphQLTypeResolver,
} from "graphql";

/**
 * Deterministic, realistic mock data for any operation on a schema: each value is derived from a hash of its
 * response path and field name, so the same operation always gives the same response (docs and playground agree).
 */

const FIRST = ["Ada", "Kemal", "Lena", "Marta", "Noah", "Priya", "Sofia", "Tomás", "Yuki", "Zeynep"];
const LAST = ["Demir", "Fischer", "Garcia", "Ito", "Kowalski", "Larsen", "Novak", "Okafor", "Rossi", "Silva"];
const PRODUCTS = ["Linen Shirt", "Canvas Tote", "Ceramic Mug", "Wool Scarf", "Leather Wallet", "Desk Lamp", "Running Shoes", "Travel Backpack"];
const CITIES = ["Lisbon", "Berlin", "Istanbul", "Austin", "Osaka", "Toronto"];
const WORDS = ["summer", "classic", "studio", "north", "harbor", "urban", "field", "coast"];
const BASE_TIME = Date.UTC(2025, 0, 6, 9, 30);
const LIST_LENGTH = 2;

/** Returns a 32-bit FNV-1a hash of `text`. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function pick<T>(list: T[], seed: number): T {
  return list[seed % list.length]!;
}

function uuid(seed: string): string {
  const hex = [0, 1, 2, 3].map((i) => hash(`${seed}:${i}`).toString(16).padStart(8, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Returns a plausible value for a scalar field, by its type and name. */
export function mockScalar(typeName: string, fieldName: string, path: string): unknown {
  const seed = hash(path);
  const name = fieldName.toLowerCase();
  switch (typeName) {
    case "ID":
      return uuid(path);
    case "Boolean":
      return /^(is|has)?(active|enabled|visible|default)/.test(name) ? true : seed % 2 === 0;
    case "Timestamp":
      return BASE_TIME + (seed % 240) * 3_600_000;
    case "JSON":
      return { source: pick(WORDS, seed), version: 1 + (seed % 3) };
    case "Int":
      if (name === "page") return 1;
      if (name === "limit") return 50;
      if (/count|total/.test(name)) return 2 + (seed % 40);
      if (/quantity|stock/.test(name)) return 1 + (seed % 12);
      return 1 + (seed % 100);
    case "Float":
      if (/rate|ratio|percent/.test(name)) return [0.08, 0.1, 0.18, 0.2][seed % 4];
      return Math.round((5 + (seed % 49500) / 100) * 100) / 100;
    default:
      return mockString(name, seed, path);
  }
}

function mockString(name: string, seed: number, path: string): string {
  const first = pick(FIRST, seed);
  const last = pick(LAST, seed >>> 4);
  if (name.includes("email")) return `${first}.${last}@example.com`.toLowerCase();
  if (name === "firstname") return first;
  if (name === "lastname") return last;
  if (/phone/.test(name)) return `+1 555 01${String(seed % 100).padStart(2, "0")}`;
  if (/url|href|link|domain/.test(name)) return `https://my-store.example.com/${pick(WORDS, seed)}-${seed % 1000}`;
  if (/currency/.test(name)) return pick(["USD", "EUR", "GBP"], seed);
  if (/country/.test(name)) return pick(["US", "DE", "PT", "TR"], seed);
  if (/city|town|district|region/.test(name)) return pick(CITIES, seed);
  if (/locale|language/.test(name)) return pick(["en", "de", "tr"], seed);
  if (/sku|barcode/.test(name)) return `SKU-${(seed % 90000) + 10000}`;
  if (/number/.test(name)) return String(100000 + (seed % 900000));
  if (/code/.test(name)) return `${pick(WORDS, seed).toUpperCase()}${seed % 1000}`;
  if (/slug/.test(name)) return `${pick(WORDS, seed)}-${pick(PRODUCTS, seed).toLowerCase().replace(/\s+/g, "-")}`;
  if (/description|note|message|text/.test(name)) return `A ${pick(WORDS, seed)} ${pick(PRODUCTS, seed >>> 3).toLowerCase()} described for the store.`;
  if (/address/.test(name)) return `${1 + (seed % 200)} ${pick(WORDS, seed)} Street`;
  if (/title|name|label/.test(name)) return path.includes("ustomer") || path.includes("staff") ? `${first} ${last}` : pick(PRODUCTS, seed);
  return `${pick(WORDS, seed)}-${seed % 1000}`;
}

const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  if (source && typeof source === "object" && info.fieldName in source) return (source as Record<string, unknown>)[info.fieldName];
  return mockValue(info.returnType, info.fieldName, pathOf(info.path));
};

function mockValue(type: GraphQLOutputType, fieldName: string, path: string): unknown {
  if (isNonNullType(type)) return mockValue(type.ofType, fieldName, path);
  if (isListType(type)) return Array.from({ length: LIST_LENGTH }, (_, i) => mockValue(type.ofType, fieldName, `${path}.${i}`));
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const values = named.getValues().filter((v) => !v.deprecationReason);
    return values[hash(path) % values.length]!.value;
  }
  if (isScalarType(named)) return mockScalar(named.name, fieldName, path);
  return {};
}

const typeResolver: GraphQLTypeResolver<unknown, unknown> = (_value, _context, info, abstractType) => {
  const types = info.schema.getPossibleTypes(abstractType);
  return types[hash(pathOf(info.path)) % types.length]!.name;
};

function pathOf(path: { prev: unknown; key: string | number } | undefined): string {
  const keys: (string | number)[] = [];
  for (let p = path; p; p = p.prev as typeof path) keys.unshift(p.key);
  return keys.join(".");
}

/** Returns the mocked result of running `query` with `variables` against `schema`; errors come back as GraphQL errors. */
export function executeMocked(schema: GraphQLSchema, query: string, variables?: Record<string, unknown>): ExecutionResult {
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [error as never] };
  }
  const result = execute({ schema, document, variableValues: variables, fieldResolver, typeResolver, rootValue: {} });
  if (result instanceof Promise) throw new Error("mock execution is synchronous");
  return result;
}
