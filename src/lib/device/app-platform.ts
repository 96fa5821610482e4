// Browser and server (pure). Whether the page runs inside the native apps (spec 001 §3, §9): a module of its
// own, so the home page's one-time prompts (features/prompts) ask it without the user-agent tables of detect.ts.
interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, unknown> };
  Android?: unknown;
  android?: unknown;
}

/** "ios" / "android" inside the native apps (their bridges are present), else "web". */
export function detectAppPlatform(win: unknown): "ios" | "android" | "web" {
  if (!win || typeof win !== "object") return "web";
  const w = win as BridgeWindow;
  if (w.webkit?.messageHandlers && Object.keys(w.webkit.messageHandlers).length > 0) return "ios";
  if (w.Android || w.android) return "android";
  return "web";
}
