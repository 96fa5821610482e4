// Ships to server and browser. The server's first guess at the layout from the user agent; the page's CSS
// media queries and the layout script correct it from the real width (spec 001 §2: desktop at 992 px and wider).
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

export function layoutFromUserAgent(userAgent: string | null | undefined, desktopLock: boolean): "desktop" | "mobile" {
  if (desktopLock) return "desktop";
  return userAgent && MOBILE_UA.test(userAgent) ? "mobile" : "desktop";
}
