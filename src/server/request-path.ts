import { join, sep } from "node:path";

/** Where a request may be answered from: candidate files in order, or the status of a request that names none. */
export type RequestPath = { status: 200; files: string[] } | { status: 400 | 404 };

/**
 * Returns the decoded pathname of a request URL, or undefined when it is malformed or tries to leave the root:
 * not origin-form, an invalid or overlong UTF-8 escape, a NUL or other control character, a backslash (also as
 * `%5c`), or a `.` or `..` segment (also as `%2e`). It is decoded once, so `%252e` stays the literal name `%2e`.
 */
export function safePathname(url: string): string | undefined {
  const raw = url.split("?")[0]!.split("#")[0]!;
  if (!raw.startsWith("/")) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
  if (path.split("/").some((part) => part === ".." || part === ".")) return undefined;
  return path;
}

/**
 * Returns the files under `root` (an absolute, resolved folder) that may answer `url` for a site served at `base`:
 * the path itself, then its `index.html`, so a route answers with and without a trailing slash. Pure: the caller
 * checks which exists and that its real path (symlinks resolved) is still inside the root.
 */
export function resolveRequestPath(root: string, url: string, base = "/"): RequestPath {
  const pathname = safePathname(url);
  if (pathname === undefined) return { status: 400 };
  if (!pathname.startsWith(base) && `${pathname}/` !== base) return { status: 404 };
  const target = join(root, pathname.slice(base.length - 1) || "/").replace(/(.)[\\/]+$/, "$1");
  if (target !== root && !target.startsWith(root + sep)) return { status: 400 };
  return { status: 200, files: [target, join(target, "index.html")] };
}
