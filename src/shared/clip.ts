/** Returns `text` as a message quotes it: at most `max` characters, a cut marked with `…` so it reads as part of the whole. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
