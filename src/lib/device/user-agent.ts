// Ships to server and browser. The one place the site reads "mobile" from a user agent: the server's first guess
// at the layout (the page's CSS media queries and the layout script correct it from the real width; spec 001 §2:
// desktop at 992 px and wider), the login device type (detect.ts, spec 001 §9) and the phone-only app prompt.
// A short pattern rather than a user-agent parser library: these three yes/no answers are all the site asks.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;
const TABLET_UA = /iPad/i;

/** A phone or tablet browser. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && MOBILE_UA.test(userAgent));
}

/** A phone (a mobile browser that is not an iPad). */
export function isPhoneUserAgent(userAgent: string | null | undefined): boolean {
  return isMobileUserAgent(userAgent) && !TABLET_UA.test(userAgent ?? "");
}

export function layoutFromUserAgent(userAgent: string | null | undefined, desktopLock: boolean): "desktop" | "mobile" {
  if (desktopLock) return "desktop";
  return isMobileUserAgent(userAgent) ? "mobile" : "desktop";
}
