// Security headers for every response (issue 2). Script and style hashes live in the page's CSP meta tag,
// which Astro writes (astro.config `security.csp`); frame-ancestors can only be sent as a header, so it is here.
export function securityHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Nobody else may frame the site; its own /play page may frame the sandbox's game pages.
    "Content-Security-Policy": "frame-ancestors 'self'",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (pathname.startsWith("/api/")) headers["Cache-Control"] = "no-store";
  return headers;
}
