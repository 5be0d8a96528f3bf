import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { LoadError, LoadingScreen } from "./loading.tsx";
import { loadAfresh } from "../../src/shared/load-afresh.ts";
import { ShellContext } from "./shell-context.ts";
import { useLoader } from "./use-loader.ts";

/** Returns what `read` finds in a part's stand-in, and hides the stand-in: the part is shown in the same task. */
export type TakeOver = <T>(read: (standIn: HTMLElement) => T) => T;

/** Mounts a page part into `root`, taking over from its stand-in when it has one; may return a function that unmounts it. */
export type MountPart = (root: HTMLElement, takeOver: TakeOver) => Promise<(() => void) | void> | (() => void) | void;

/**
 * A part of the page loaded on demand in the browser (the playground editor). The build renders the fallback for
 * readers without JavaScript; the browser shows a loading screen, then the part, or the error and a Retry button.
 * A part with a `standIn` (the playground's plain form) renders it instead: readers use it, and the part loads on
 * their first interaction with it (focus, pointer, key), then takes its place with what they left in it. Until then
 * the page runs none of the part's code, so it costs nothing to a reader who only looks.
 */
export function PagePart({
  id,
  src,
  data,
  fallback,
  standIn,
}: {
  id: string;
  src: string;
  data?: Record<string, string | undefined>;
  fallback: ReactNode;
  standIn?: ReactNode;
}) {
  const { interactive } = useContext(ShellContext);
  const [wanted, setWanted] = useState(!standIn);
  const [state, retry] = useLoader(async () => {
    const module = await loadAfresh(src, (url) => import(/* @vite-ignore */ url) as Promise<{ default: MountPart }>);
    return module.default;
  }, interactive && wanted);
  const mount = useRef<HTMLDivElement>(null);
  const standInElement = useRef<HTMLDivElement>(null);
  const mountPart = state.status === "done" ? state.value : undefined;
  const [mountState, retryMount] = useLoader(async () => {
    // Held before the first await: if the page leaves meanwhile, the ref is null but the element is still this one.
    const element = mount.current!;
    const from = standInElement.current;
    const takeOver: TakeOver = (read) => {
      const found = read(from!);
      from!.hidden = true;
      return found;
    };
    const unmount = await mountPart!(element, takeOver);
    // A stand-in was in view until now: the part takes its place as it is, in the same task.
    if (!from) await settled(element);
    return unmount;
  }, !!mountPart);
  useEffect(
    () => () => {
      if (mountState.status === "done" && mountState.value) mountState.value();
    },
    [mountState],
  );
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));
  const error = state.status === "error" ? state.error : mountState.status === "error" ? mountState.error : undefined;
  const want = () => setWanted(true);
  return (
    <div id={id} className="page-part" data-page-part="" {...attributes}>
      <noscript>{fallback}</noscript>
      {standIn && mountState.status !== "done" ? (
        <div ref={standInElement} className="page-part-stand-in" onFocus={want} onPointerDown={want} onKeyDown={want} onClick={want}>
          {standIn}
        </div>
      ) : null}
      {state.status === "loading" || mountState.status === "loading" ? <LoadingScreen /> : null}
      {error !== undefined ? <LoadError error={error} onRetry={state.status === "error" ? retry : retryMount} /> : null}
      <div ref={mount} className="page-part-mount" />
    </div>
  );
}

/**
 * Resolves once `element`'s height has held for two frames (after a second at most, or once it left the page). The loading screen stays until
 * then and the stylesheet hides the part under it, so a part that fills in after mounting (an editor) is seen whole:
 * nothing in it moves in view.
 */
function settled(element: HTMLElement): Promise<void> {
  return new Promise((done) => {
    const started = performance.now();
    let last = -1;
    let frames = 0;
    const check = () => {
      const height = element.offsetHeight;
      frames = height > 0 && height === last ? frames + 1 : 0;
      last = height;
      if (frames >= 2 || !element.isConnected || performance.now() - started > 1000) done();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
