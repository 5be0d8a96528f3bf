import { closeSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import type { Memo } from "./discover.ts";

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's size, or why it could not be read (a damaged or misnamed file). */
export type ImageSizeRead = ImageSize | { unreadable: string };

/** The formats image-size reads and browsers show. */
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
/** As much of a file as image-size's own file reader reads: the size is in the first bytes of every format. */
const HEAD_BYTES = 512 * 1024;

/**
 * Returns the width and height of every image among `assets` (path relative to `contentDir` → output path), by
 * output path, read from the file with image-size. Pages give each image its size, so the browser keeps its room
 * before it loads (no layout shift). An SVG without a size of its own (no viewBox, or `width="100%"`) has none, as in
 * the browser; a raster file image-size cannot read has the reason. `memo` keeps a size while the file's
 * modification time and length stay the same.
 */
export function readImageSizes(root: string, contentDir: string, assets: Map<string, string>, memo: Memo): Map<string, ImageSizeRead> {
  const sizes = new Map<string, ImageSizeRead>();
  for (const [source, output] of assets) {
    if (!IMAGE.test(source)) continue;
    const path = join(root, contentDir, source);
    const stat = statSync(path);
    const size = memo("image size", path, [`${stat.mtimeMs}:${stat.size}`], () => readSize(path, Math.min(stat.size, HEAD_BYTES)));
    if (size) sizes.set(output, size);
  }
  return sizes;
}

function readSize(path: string, bytes: number): ImageSizeRead | undefined {
  try {
    const head = new Uint8Array(bytes);
    const fd = openSync(path, "r");
    try {
      readSync(fd, head, 0, bytes, 0);
    } finally {
      closeSync(fd);
    }
    const { width, height } = imageSize(head);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch (error) {
    if (/\.svg$/i.test(path)) return undefined;
    const { message } = error as Error;
    return { unreadable: message.startsWith("unsupported file type") ? "its content is in no image format" : message };
  }
}
