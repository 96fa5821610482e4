// Browser island piece. A view whose code loads once `when` turns true (after idle, for a member, near the
// viewport: after-idle.ts), held in state and rendered as an ordinary update. The late islands' shells use this
// instead of React.lazy + Suspense: under React 19.3 the Suspense retry that follows a lazy chunk's arrival
// threw React's internal error #177 ("Cannot commit the same tree as before") in the red envelope's root, 1 in
// 40 runs of e2e/header.spec.ts:32 on a phone (a development build named the root and the retry lanes). Nothing
// here suspends, so there is no retry to commit twice.
// A chunk that fails to load is left unhandled on purpose: lib/boot/chunk-reload.ts reloads on it (spec 000 §8).
import { useEffect, useState, type ComponentType } from "react";

export function useLoadedView<P>(
  when: boolean,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> | null {
  const [view, setView] = useState<ComponentType<P> | null>(null);
  const wanted = when && view === null;
  useEffect(() => {
    // `load` is a module-level import: the first one is the one. Code that arrives is kept even if the condition
    // turned false meanwhile, so it is never fetched twice.
    if (wanted) void load().then((m) => setView(() => m.default));
  }, [wanted]);
  return when ? view : null;
}
