import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Position } from "unist";
import { VFile } from "vfile";
import { SIDEBAR_IDS } from "../pipeline/0-config/index.ts";
import { readDocusaurusSidebars } from "../pipeline/2-parse/index.ts";
import type { CarryNote } from "./config-reader.ts";
import { importedVersionFiles, type ImportedRoot } from "./copy-site.ts";

/** Each docs instance's sidebars by id: the name Docusaurus gives a sidebar → its name in the imported site. */
export type SidebarNames = Map<string, Map<string, string>>;

/** A sidebar name Folio takes: it names a file of the build. */
const SIDEBAR_NAME = /^[A-Za-z0-9_-]+$/;
/** A name a JavaScript object may have as a key without quotes. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Returns each copied docs instance's sidebar names, renaming in the copied sidebars files each sidebar whose name
 * another sidebar of the site already has or that is no file name: Docusaurus keeps the names of each docs instance
 * apart (two instances may each have a `tutorialSidebar`), Folio has one set of names for the site. A root without
 * a sidebars file has one default sidebar, `defaultSidebar` in Docusaurus. Notes each rename.
 */
export function renameSidebars(out: string, roots: ImportedRoot[]): { names: SidebarNames; notes: CarryNote[] } {
  const taken = new Set<string>(SIDEBAR_IDS);
  const names: SidebarNames = new Map();
  const notes: CarryNote[] = [];
  for (const root of roots.filter((root) => !root.sidebars)) {
    const folio = root.folder ? root.folder.replaceAll("/", "-") : "defaultSidebar";
    taken.add(folio);
    names.set(root.instance.id, new Map([["defaultSidebar", folio]]));
  }
  for (const root of roots.filter((root) => root.sidebars)) {
    const path = root.sidebars!;
    const text = readFileSync(join(out, path), "utf8");
    const own = new Map<string, string>();
    const edits: { place: Position; from: string; to: string }[] = [];
    for (const sidebar of readDocusaurusSidebars(new VFile({ path, value: text }))) {
      const wanted = SIDEBAR_NAME.test(sidebar.name) ? sidebar.name : sidebar.name.replace(/[^A-Za-z0-9_-]+/g, "-");
      let folio = taken.has(wanted) ? `${wanted}-${root.instance.id}` : wanted;
      for (let n = 2; taken.has(folio); n++) folio = `${wanted}-${root.instance.id}-${n}`;
      taken.add(folio);
      own.set(sidebar.name, folio);
      if (folio !== sidebar.name) edits.push({ place: sidebar.place, from: sidebar.name, to: folio });
    }
    names.set(root.instance.id, own);
    if (edits.length === 0) continue;
    renameVersionedSidebars(out, root, own);
    const renamed = withRenamedKeys(text, edits);
    writeFileSync(join(out, path), renamed.text);
    for (const edit of edits) {
      const done = renamed.done.includes(edit);
      notes.push({
        at: `${root.sidebarsSource}:${edit.place.start.line}:${edit.place.start.column}`,
        reason: done
          ? `sidebar \`${edit.from}\` is \`${edit.to}\` in ${path}: another sidebar of the site has its name, or it is no file name`
          : `sidebar \`${edit.from}\` could not be renamed \`${edit.to}\` in ${path} (its name is not written as a key); rename it there`,
      });
    }
  }
  return { names, notes };
}

/**
 * Renames the sidebars of each version of a docs instance (`content/versioned_sidebars/*.json`, `content/<id>_…`) as
 * its current sidebars file's were renamed (`own`), so a version's sidebar keeps the name of its twin.
 */
function renameVersionedSidebars(out: string, root: ImportedRoot, own: Map<string, string>): void {
  const dir = join(out, importedVersionFiles(root).sidebarsDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
    const path = join(dir, name);
    const text = readFileSync(path, "utf8");
    const edits = readDocusaurusSidebars(new VFile({ path: name, value: text })).flatMap((sidebar) => {
      const to = own.get(sidebar.name);
      return to !== undefined && to !== sidebar.name ? [{ place: sidebar.place, from: sidebar.name, to }] : [];
    });
    if (edits.length) writeFileSync(path, withRenamedKeys(text, edits).text);
  }
}

/** Returns the text with each sidebar's key renamed where its name is written as it is (bare, or in quotes), and the edits made. */
function withRenamedKeys(text: string, edits: { place: Position; from: string; to: string }[]): { text: string; done: typeof edits } {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const offset = (point: Position["start"]) => starts[point.line - 1]! + point.column - 1;
  const done: typeof edits = [];
  let result = text;
  for (const edit of [...edits].sort((a, b) => offset(b.place.start) - offset(a.place.start))) {
    const [start, end] = [offset(edit.place.start), offset(edit.place.end)];
    const key = result.slice(start, end);
    const quote = /^(['"`])(.*)\1$/.exec(key);
    if ((quote ? quote[2] : key) !== edit.from) continue;
    const to = quote ? `${quote[1]}${edit.to}${quote[1]}` : IDENTIFIER.test(edit.to) ? edit.to : JSON.stringify(edit.to);
    result = result.slice(0, start) + to + result.slice(end);
    done.push(edit);
  }
  return { text: result, done };
}
