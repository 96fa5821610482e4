// Browser. Windows the site opened (agent, user, fast-payment, game), so logout can close them (spec 001 §4).
export type WindowName = "agent" | "user" | "fastPayment" | "game" | "deposit" | "auth";

const opened = new Map<WindowName, Window>();

export function rememberWindow(name: WindowName, win: Window | null): void {
  if (win) opened.set(name, win);
}

export function openedWindow(name: WindowName): Window | undefined {
  const w = opened.get(name);
  return w && !w.closed ? w : undefined;
}

export function closeWindow(name: WindowName): void {
  const w = opened.get(name);
  opened.delete(name);
  try {
    if (w && !w.closed) w.close();
  } catch {
    // cross-origin or already gone
  }
}

/** Closes the agent, user and fast-payment windows (and any other the site opened). */
export function closeOpenedWindows(): void {
  for (const name of [...opened.keys()]) closeWindow(name);
}
