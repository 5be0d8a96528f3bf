/**
 * Mocked scalar values: built-in scalars by field name, custom scalars by their name and description (a `DateTime`
 * is an ISO date, a `URL` a URL), strings from a vocabulary. Every value is derived from a hash of its response path,
 * so the same operation always gives the same response.
 */

/** The words mocked strings are made of: `neutral` for any API, `commerce` for a shop's (config.yaml `reference.mockVocabulary`). */
export type MockVocabulary = "neutral" | "commerce";

/** What a mocked value may follow besides its type and field name. */
export interface MockContext {
  /** The scalar's description, read for formats its name does not give ("milliseconds since the Unix epoch"). */
  description?: string | null;
  vocabulary?: MockVocabulary;
}

interface Words {
  /** Names of things: what a `name` or `title` field returns. */
  things: string[];
  host: string;
  /** Whether a `name` or `title` at this response path is a person's. */
  person: (path: string) => boolean;
  describe: (word: string, thing: string) => string;
}

const FIRST = ["Ada", "Kemal", "Lena", "Marta", "Noah", "Priya", "Sofia", "Tomás", "Yuki", "Zeynep"];
const LAST = ["Demir", "Fischer", "Garcia", "Ito", "Kowalski", "Larsen", "Novak", "Okafor", "Rossi", "Silva"];
const CITIES = ["Lisbon", "Berlin", "Istanbul", "Austin", "Osaka", "Toronto"];
const WORDS = ["summer", "classic", "studio", "north", "harbor", "urban", "field", "coast"];
const VOCABULARIES: Record<MockVocabulary, Words> = {
  commerce: {
    things: ["Linen Shirt", "Canvas Tote", "Ceramic Mug", "Wool Scarf", "Leather Wallet", "Desk Lamp", "Running Shoes", "Travel Backpack"],
    host: "my-store.example.com",
    person: (path) => path.includes("ustomer") || path.includes("staff"),
    describe: (word, thing) => `A ${word} ${thing.toLowerCase()} described for the store.`,
  },
  neutral: {
    things: ["Aurora", "Beacon", "Cedar", "Delta", "Ember", "Fable", "Granite", "Horizon"],
    host: "example.com",
    person: (path) => PERSON.test(parentOf(path)),
    describe: (word, thing) => `An example ${word} description of ${thing}.`,
  },
};
const PERSON = /user|author|owner|member|person|customer|staff|viewer|actor|creator|assignee|reviewer|login/i;
const BASE_TIME = Date.UTC(2025, 0, 6, 9, 30);
const BUILT_IN = new Set(["ID", "String", "Int", "Float", "Boolean"]);

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

/** Returns a plausible value for a scalar field, by its type, the scalar's description and the field's name. */
export function mockScalar(typeName: string, fieldName: string, path: string, context: MockContext = {}): unknown {
  const seed = hash(path);
  const name = fieldName.toLowerCase();
  const words = VOCABULARIES[context.vocabulary ?? "neutral"];
  if (!BUILT_IN.has(typeName)) {
    const value = mockCustomScalar(typeName, context.description ?? "", seed, path, words);
    if (value !== undefined) return value;
  }
  switch (typeName) {
    case "ID":
      return uuid(path);
    case "Boolean":
      return /^(is|has)?(active|enabled|visible|default)/.test(name) ? true : seed % 2 === 0;
    case "Int":
      if (name === "page") return 1;
      if (name === "limit") return 50;
      if (/count|total/.test(name)) return 2 + (seed % 40);
      if (/quantity|stock/.test(name)) return 1 + (seed % 12);
      return 1 + (seed % 100);
    case "Float":
      if (/rate|ratio|percent/.test(name)) return [0.08, 0.1, 0.18, 0.2][seed % 4];
      return amount(seed);
    default:
      return mockString(name, seed, path, words);
  }
}

/** Returns an amount between 5 and 500 with two decimals. */
function amount(seed: number): number {
  return Math.round((5 + (seed % 49500) / 100) * 100) / 100;
}

/**
 * Returns the example a scalar's description gives of its values, in code after "such as", "e.g.", "for example" or
 * "like" (`such as `"100.57"``, `e.g. `42``): a JSON literal is that value, other code is a string.
 */
export function describedExample(description: string): unknown {
  const match = /\b(?:such as|e\.g\.,?|for example,?|for instance,?|like|example:)\s*`([^`\n]+)`/i.exec(description);
  if (!match) return undefined;
  try {
    // `null` is no example of a value: a field of the scalar would be mocked as missing.
    return JSON.parse(match[1]!) ?? undefined;
  } catch {
    return match[1];
  }
}

/** Returns whether a custom scalar's name or description tells the form of its values; else its mocks are placeholders. */
export function mockFormKnown(typeName: string, description: string | null | undefined): boolean {
  return BUILT_IN.has(typeName) || mockCustomScalar(typeName, description ?? "", 0, "", VOCABULARIES.neutral) !== undefined;
}

/**
 * Returns a value in the format a custom scalar's name or description names, else the example its description gives,
 * else undefined: values made from a named format vary with the response path; an example is the same everywhere.
 */
function mockCustomScalar(typeName: string, description: string, seed: number, path: string, words: Words): unknown {
  const example = describedExample(description);
  const value = formattedValue(typeName, description, seed, path, words);
  if (value === undefined) return example;
  // A number the description shows as a string (`such as "100.57"`) travels as a string.
  return typeof value === "number" && typeof example === "string" ? String(value) : value;
}

/** Returns a value in the format a custom scalar's name or description names, or undefined when neither names one. */
function formattedValue(typeName: string, description: string, seed: number, path: string, words: Words): unknown {
  const type = typeName.toLowerCase();
  const text = description.toLowerCase();
  // A number the description says travels as a string (BigInt, Decimal, a "decimal string") is mocked as a string.
  const asString = /(encoded|serialized|sent|represented|returned|written) as (a |an )?(json )?string|\b(decimal|numeric|number) string/.test(text);
  const number = (value: number) => (asString ? String(value) : value);
  // JSON sent as text ("stringified JSON", "a JSON string", "JSON-encoded string") is a string holding JSON.
  if (/stringified json|json[- ]encoded string|json string|serialized json|json[- ]serialized/.test(text))
    return JSON.stringify({ source: pick(WORDS, seed), version: 1 + (seed % 3) });
  if (/(^|[^A-Za-z]|[a-z])(Arn|ARN)$|^arn$/.test(typeName) || /amazon resource name/.test(text))
    return `arn:aws:service:us-east-1:123456789012:resource/${pick(WORDS, seed)}`;
  const time = BASE_TIME + (seed % 240) * 3_600_000;
  const iso = new Date(time).toISOString().replace(".000Z", "Z");
  if (/milliseconds since|unix epoch/.test(text) || (type === "timestamp" && !/iso|rfc/.test(text))) return time;
  if (/datetime|timestamp|instant/.test(type)) return iso;
  if (/date$/.test(type)) return iso.slice(0, 10);
  if (/time$/.test(type)) return iso.slice(11, 19);
  if (/ur[il]$|^ur[il]|href|link/.test(type)) return `https://${words.host}/${pick(WORDS, seed)}-${seed % 1000}`;
  if (/html/.test(type)) return `<p>An example <strong>${pick(WORDS, seed)}</strong> paragraph.</p>`;
  if (/json|object$|^map$/.test(type)) return { source: pick(WORDS, seed), version: 1 + (seed % 3) };
  if (/e-?mail/.test(type)) return `${pick(FIRST, seed)}.${pick(LAST, seed >>> 4)}@example.com`.toLowerCase();
  if (/money|decimal|price|amount/.test(type)) return number(amount(seed));
  if (/bigint|^long$|int(32|64)$|^(unsigned|positive|non-?negative)?int(eger)?$/.test(type)) return number(1000 + (seed % 900000));
  if (/float|double/.test(type) || /represents a (decimal )?number|a number that/.test(text)) return number(amount(seed));
  if (/uuid|guid|(^|[^a-z])id$|objectid$/.test(type)) return /sha|git|hex/.test(type + text) ? hex40(path) : uuid(path);
  if (/base64/.test(type)) return btoa(pick(WORDS, seed));
  if (/iso.?8601|rfc.?3339/.test(text)) return /date.?time|date and time|timestamp|point in time/.test(text) ? iso : iso.slice(0, 10);
  return undefined;
}

/** Returns 40 hex digits, as a Git object id. */
function hex40(path: string): string {
  return [0, 1, 2, 3, 4].map((i) => hash(`${path}:${i}`).toString(16).padStart(8, "0")).join("");
}

/** Returns the field that holds the value at `path`, past list indexes and a connection's `edges`, `node` and `nodes`. */
function parentOf(path: string): string {
  const keys = path.split(".").slice(0, -1);
  while (keys.length && /^(\d+|edges|node|nodes)$/.test(keys.at(-1)!)) keys.pop();
  return keys.at(-1) ?? "";
}

/** Returns a string by the field's name: an email, a phone number, a URL, a code, a name, a sentence. */
function mockString(name: string, seed: number, path: string, words: Words): string {
  const first = pick(FIRST, seed);
  const last = pick(LAST, seed >>> 4);
  if (name.includes("email")) return `${first}.${last}@example.com`.toLowerCase();
  if (name === "firstname") return first;
  if (name === "lastname") return last;
  if (/^(login|username|handle)$/.test(name))
    return `${first}-${last}`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
  if (/html$/.test(name)) return `<p>An example <strong>${pick(WORDS, seed)}</strong> paragraph.</p>`;
  if (/(^|abbreviated|ref|commit|tree|blob|head|base|merge)(oid|sha)$/.test(name)) return hex40(path).slice(0, name.startsWith("abbreviated") ? 7 : 40);
  if (/phone/.test(name)) return `+1 555 01${String(seed % 100).padStart(2, "0")}`;
  if (/url|href|link|domain/.test(name)) return `https://${words.host}/${pick(WORDS, seed)}-${seed % 1000}`;
  if (/currency/.test(name)) return pick(["USD", "EUR", "GBP"], seed);
  if (/country/.test(name)) return pick(["US", "DE", "PT", "TR"], seed);
  if (/city|town|district|region/.test(name)) return pick(CITIES, seed);
  if (/locale|language/.test(name)) return pick(["en", "de", "tr"], seed);
  if (/sku|barcode/.test(name)) return `SKU-${(seed % 90000) + 10000}`;
  if (/number/.test(name)) return String(100000 + (seed % 900000));
  if (/code/.test(name)) return `${pick(WORDS, seed).toUpperCase()}${seed % 1000}`;
  if (/slug/.test(name)) return `${pick(WORDS, seed)}-${pick(words.things, seed).toLowerCase().replace(/\s+/g, "-")}`;
  if (/description|note|message|text|^body$/.test(name)) return words.describe(pick(WORDS, seed), pick(words.things, seed >>> 3));
  if (/address/.test(name)) return `${1 + (seed % 200)} ${pick(WORDS, seed)} Street`;
  if (/title|name|label/.test(name)) return words.person(path) ? `${first} ${last}` : pick(words.things, seed);
  if (/cursor/.test(name)) return btoa(`cursor:${seed % 1000}`);
  return `${pick(WORDS, seed)}-${seed % 1000}`;
}
