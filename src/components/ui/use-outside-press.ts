// A press anywhere outside `root` while `active` calls `onOutside` (closes a menu or a panel).
import { useEffect, type RefObject } from "react";

export function useOutsidePress(active: boolean, root: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) onOutside();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
    // onOutside is a fresh closure each render; only `active` starts and stops the listener.
  }, [active]);
}
