// Browser and tests (pure). The page template a web-vitals report is filed under (issue "real-user performance":
// per page template): the route without its locale prefix, ids and query, e.g. "/hi_IN/discount/3?x" → "discount/[id]".
const NAMED_FIRST = new Set(["user", "proxy"]);

export function pageTemplate(pathname: string): string {
  const parts = pathname
    .replace(/^\/(hi_IN|ta_IN)(?=\/|$)/, "")
    .split("/")
    .filter(Boolean);
  const first = parts[0];
  if (!first) return "home";
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(first)) return "other";
  if (parts.length === 1) return first;
  // The member centre and the agent area are one route each, with the page's name after it (user/[page]).
  return NAMED_FIRST.has(first) ? `${first}/[page]` : `${first}/[id]`;
}
