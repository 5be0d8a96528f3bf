import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { fileStamp } from "./file-stamp.ts";
import type { Memo } from "../../shared/index.ts";

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's size, or why it could not be read (a damaged file, or one in no image format). */
export type ImageSizeRead = ImageSize | { unreadable: string };

/** The formats image-size reads and browsers show. */
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
/** How much of a file is read first, as image-size's own file reader does; a JPEG whose size comes later is read whole. */
const HEAD_BYTES = 512 * 1024;
/** An SVG root's `width` or `height` in absolute units: the size a browser gives it. */
const SVG_OWN_SIZE = /\s(?:width|height)\s*=\s*["']\s*[\d.]+\s*(?:px|pt|pc|mm|cm|in|em|ex)?\s*["']/i;

/**
 * Returns the width and height of every image among `assets` (path relative to `contentDir` → output path), by
 * output path, read from the file with image-size, as the browser shows it (a photo's EXIF rotation applied). Pages
 * give each image its size, so the browser keeps its room before it loads (no layout shift). An SVG without a
 * `width` or `height` of its own has none: a browser stretches it to its column, its viewBox giving only the
 * proportions. A raster file image-size cannot read has the reason. `memo` keeps a size while the file's
 * modification time and length stay the same.
 */
export function readImageSizes(root: string, contentDir: string, assets: Map<string, string>, memo: Memo): Map<string, ImageSizeRead> {
  const sizes = new Map<string, ImageSizeRead>();
  for (const [source, output] of assets) {
    if (!IMAGE.test(source)) continue;
    const path = join(root, contentDir, source);
    const stamp = fileStamp(path);
    // Gone since the folder was listed (author mode): the link check reports the missing file.
    if (!stamp) continue;
    const size = memo("image size", path, { stamp }, () => readSize(path));
    if (size) sizes.set(output, size);
  }
  return sizes;
}

function readSize(path: string): ImageSizeRead | undefined {
  const svg = /\.svg$/i.test(path);
  const head = readHead(path);
  if (svg && !SVG_OWN_SIZE.test(/<svg\b[^>]*>/i.exec(new TextDecoder().decode(head))?.[0] ?? "")) return undefined;
  try {
    const read = sizeOf(head, path);
    const turned = (read.orientation ?? 1) >= 5;
    return read.width > 0 && read.height > 0 ? { width: turned ? read.height : read.width, height: turned ? read.width : read.height } : undefined;
  } catch (error) {
    if (svg) return undefined;
    const { message } = error as Error;
    return { unreadable: message.startsWith("unsupported file type") ? "its content is in no image format" : message };
  }
}

/** Returns what image-size reads in a file's first bytes, or in the whole file when they do not hold the size. */
function sizeOf(head: Uint8Array, path: string): ReturnType<typeof imageSize> {
  try {
    return imageSize(head);
  } catch (error) {
    if (head.length < HEAD_BYTES) throw error;
    return imageSize(readFileSync(path));
  }
}

/** Returns a file's first HEAD_BYTES bytes, or all of a shorter file. */
function readHead(path: string): Uint8Array {
  const head = new Uint8Array(HEAD_BYTES);
  const fd = openSync(path, "r");
  try {
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}
