/** Loads the searcher on demand: its code and index the first time the dialog opens, the full index once it is open. */
import { useEffect, useState } from "react";
import { useLoader, type Loaded } from "../../../templates/parts/use-loader.ts";
import type { AssetManifest } from "../../shared/page-model.ts";
import { loadAfresh } from "../../shared/load-afresh.ts";
import type { Searcher } from "./searcher.ts";

/** Returns the searcher's load state and a retry, the searcher once loaded, and whether its full index (page text) is in. */
export function useSearcher(
  assets: AssetManifest,
  open: boolean,
): { searcher: Loaded<Searcher>; retry: () => void; ready: Searcher | undefined; complete: boolean } {
  const [wanted, setWanted] = useState(false);
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  const [searcher, retry] = useLoader(async () => {
    // Retry fetches afresh whichever of the code and the quick index failed; the one that loaded is reused.
    const module = await loadAfresh(assets.search, (url) => import(/* @vite-ignore */ url) as Promise<typeof import("./searcher.ts")>);
    return module.createSearcher(assets.searchIndex!);
  }, wanted);
  const ready: Searcher | undefined = searcher.status === "done" ? searcher.value : undefined;

  useEffect(() => {
    if (!ready || !open || complete) return;
    let live = true;
    void ready.loadFull().then((loaded) => live && loaded && setComplete(true));
    return () => {
      live = false;
    };
  }, [ready, open, complete]);

  return { searcher, retry, ready, complete };
}
