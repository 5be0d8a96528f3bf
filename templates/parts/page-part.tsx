import { useEffect, useRef, type ReactNode } from "react";
import { mountPagePart, type MountPart } from "../../src/client/page-part.ts";

/**
 * A part of the page loaded on demand in the browser (the playground editor): the build renders the fallback for
 * readers without JavaScript; the client shows a loading screen, then the part, or the error with a Retry button.
 */
export function PagePart({ id, src, data, fallback }: { id: string; src: string; data?: Record<string, string | undefined>; fallback: ReactNode }) {
  const mount = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mount.current) return;
    return mountPagePart(mount.current, async () => ((await import(/* @vite-ignore */ src)) as { default: MountPart }).default);
  }, [src]);
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));
  return (
    <div id={id} className="page-part" data-page-part="" {...attributes}>
      <noscript>{fallback}</noscript>
      <div ref={mount} className="page-part-mount" />
    </div>
  );
}
