// Browser. The native app bridges (spec 001 §4 isSetTokenLogin): the iOS and Android shells are told about a
// token login; outside an app this does nothing.
export function notifyNative(token: string): void {
  const w = window as unknown as {
    webkit?: { messageHandlers?: Record<string, { postMessage?: (m: unknown) => void } | undefined> };
    Android?: { isSetTokenLogin?: (t: string) => void };
  };
  try {
    w.webkit?.messageHandlers?.["isSetTokenLogin"]?.postMessage?.({ token });
    w.Android?.isSetTokenLogin?.(token);
  } catch {
    // not in an app
  }
}
