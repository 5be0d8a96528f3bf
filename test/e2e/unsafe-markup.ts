import { createHash } from "node:crypto";

/** A start tag as React writes it: attribute values always double-quoted, so a `>` inside one does not end the tag. */
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>"'/]+)(?:\s*=\s*"([^"]*)")?/g;
const FORBIDDEN_ELEMENTS = new Set(["iframe", "frame", "frameset", "form", "object", "embed", "applet", "base", "style"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "poster", "srcset"]);

/** Returns the entities of an attribute value decoded, as the browser reads it. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, code: string) => {
    if (code[0] === "#") return String.fromCodePoint(code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ({ quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" } as Record<string, string>)[code.toLowerCase()]!;
  });
}

/**
 * Returns every piece of `html` that could run script or change the page outside the CSP: inline scripts other than
 * the JSON data block and the hashed ones, scripts from elsewhere, `on…` handlers, `javascript:`/`data:` URLs,
 * frames, forms, objects, `<style>` elements and style attributes.
 */
export function unsafeMarkup(html: string, scriptHashes: string[]): string[] {
  const problems: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) problems.push(`<${name}> element`);
    const attributes = new Map([...tag[2]!.matchAll(ATTRIBUTE)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? "")]));
    for (const [attribute, value] of attributes) {
      if (attribute.startsWith("on")) problems.push(`${attribute} handler on <${name}>`);
      if (attribute === "style") problems.push(`style attribute on <${name}>`);
      const scheme = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
      if (URL_ATTRIBUTES.has(attribute) && /^(javascript|vbscript|data):/.test(scheme)) {
        problems.push(`${attribute}="${value.slice(0, 40)}" on <${name}>`);
      }
    }
    if (name !== "script") continue;
    const end = html.indexOf("</script>", tag.index! + tag[0].length);
    const body = html.slice(tag.index! + tag[0].length, end);
    if (attributes.get("type") === "application/json" && attributes.get("id") === "__data") continue;
    if (attributes.has("src")) {
      if (!attributes.get("src")!.startsWith("/") || attributes.get("src")!.startsWith("//")) problems.push(`script from ${attributes.get("src")}`);
      if (body.trim()) problems.push("inline code in a script with src");
      continue;
    }
    const hash = `sha256-${createHash("sha256").update(body).digest("base64")}`;
    if (!scriptHashes.includes(hash)) problems.push(`inline script ${JSON.stringify(body.slice(0, 40))} (${hash})`);
  }
  return problems;
}
