// Browser island piece. "After the page is interactive" (issue 10 pop-ups): true once the page has loaded and the
// browser is idle (requestIdleCallback, else TIMING.idleFallbackMs), so late islands fetch their code and data
// without competing with the first paint and hydration.
import { useEffect, useState } from "react";
import { TIMING } from "../../lib/config/constants.ts";

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
