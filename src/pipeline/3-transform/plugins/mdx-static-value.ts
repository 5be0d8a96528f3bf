import type { Expression, Node, Program } from "estree";

/** What an attribute or expression evaluates to when it is written as a literal, or `NOT_STATIC`. */
export const NOT_STATIC: unique symbol = Symbol("not static");

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/**
 * Returns the value of an MDX expression (`{'text'}`, `{2}`, `{[{label: 'A', value: 'a'}]}`, `` {`code`} ``) from the
 * estree micromark-extension-mdx-expression attached, reading literals only: nothing an author writes ever runs, so a
 * name, a call or an operator gives `NOT_STATIC`.
 */
export function staticValue(program: Program | undefined): Value | typeof NOT_STATIC {
  const statement = program?.body[0];
  if (!statement || program!.body.length !== 1 || statement.type !== "ExpressionStatement") return NOT_STATIC;
  return valueOf(statement.expression);
}

/** Returns whether an expression holds nothing but comments (`{/* note *\/}`), which MDX authors use as comments. */
export function isComment(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}

function valueOf(node: Expression | Node): Value | typeof NOT_STATIC {
  switch (node.type) {
    case "Literal":
      return "regex" in node || "bigint" in node ? NOT_STATIC : (node.value as Value);
    case "TemplateLiteral":
      return node.expressions.length ? NOT_STATIC : node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("");
    case "UnaryExpression": {
      const value = valueOf(node.argument);
      return node.operator === "-" && typeof value === "number" ? -value : NOT_STATIC;
    }
    case "ArrayExpression":
      return listOf(node.elements);
    case "ObjectExpression":
      return objectOf(node.properties);
    default:
      return NOT_STATIC;
  }
}

function listOf(elements: (Expression | Node | null)[]): Value | typeof NOT_STATIC {
  const list: Value[] = [];
  for (const element of elements) {
    const value = element ? valueOf(element) : NOT_STATIC;
    if (value === NOT_STATIC) return NOT_STATIC;
    list.push(value);
  }
  return list;
}

function objectOf(properties: Node[]): Value | typeof NOT_STATIC {
  const object: Record<string, Value> = {};
  for (const property of properties) {
    if (property.type !== "Property" || property.computed || property.kind !== "init") return NOT_STATIC;
    const key = property.key.type === "Identifier" ? property.key.name : property.key.type === "Literal" ? String(property.key.value) : undefined;
    const value = valueOf(property.value);
    if (key === undefined || value === NOT_STATIC) return NOT_STATIC;
    object[key] = value;
  }
  return object;
}
