// Browser. What the member's account menu counts: the unread letters and the recommend flag. Their stores are
// the letters' and recommend features' own (each follows the session in its onMount); they load with the member's
// menu, not with the header, so an anonymous visitor's header ships neither (DESIGN JS budget).
import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";

interface CountStores {
  $unread: ReadableAtom<number>;
  $recommend: ReadableAtom<boolean>;
}

const NOT_YET: CountStores = { $unread: atom(0), $recommend: atom(false) };
let loading: Promise<CountStores> | null = null;

function loadCountStores(): Promise<CountStores> {
  loading ??= Promise.all([import("../letters/index.ts"), import("../recommend/index.ts")]).then(([l, r]) => ({
    $unread: l.$unreadLetters,
    $recommend: r.$recommendVisible,
  }));
  return loading;
}

/** The unread count and the recommend flag, 0 and false until their stores have loaded. */
export function useMenuCounts(): { unread: number; recommend: boolean } {
  const [stores, setStores] = useState<CountStores>(NOT_YET);
  useEffect(() => {
    let live = true;
    void loadCountStores().then((s) => {
      if (live) setStores(s);
    });
    return () => {
      live = false;
    };
  }, []);
  return { unread: useStore(stores.$unread), recommend: useStore(stores.$recommend) };
}
