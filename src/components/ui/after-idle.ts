// Browser island piece. "After the page is interactive": true once the page has loaded and the
// browser is idle (requestIdleCallback, else TIMING.idleFallbackMs), so late islands fetch their code and data
// without competing with the first paint and hydration.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type RefObject } from "react";
import { TIMING } from "../../lib/config/constants.ts";
import { accountNeededNow } from "../../lib/session/session-start.ts";
import { $isLoggedIn } from "../../lib/session/session.atoms.ts";

export function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(() => fn());
    else timer = setTimeout(fn, TIMING.idleFallbackMs);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}

export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}

/**
 * Member-only islands (red envelope, daily sign-in; spec 001 §4, spec 000 §3): true once the page is idle and a
 * member is signed in or about to be (a stored token, a login in the address), so a visitor never downloads
 * their code (DESIGN JS budget). Stays true after a logout: the view itself shows nothing to a visitor.
 */
export function useAfterIdleForMember(): boolean {
  const idle = useAfterIdle();
  const loggedIn = useStore($isLoggedIn);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (loggedIn || accountNeededNow()) setSeen(true);
  }, [loggedIn]);
  return idle && seen;
}

/**
 * Below-the-fold islands (the home page's quick-bet frame): true once the page is idle and the element comes
 * within a screen of the viewport, so its code and its frame load when the visitor scrolls towards it.
 */
export function useAfterIdleNearView(ref: RefObject<Element | null>): boolean {
  const idle = useAfterIdle();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: "100% 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return idle && near;
}
