// Browser (inert on the server). The island messages that a page leaves out of its boot data (content pages:
// about 35 KB of HTML each, DESIGN "HTML ≤ 30 KB") arrive here before the first island renders: the layout writes
// an empty `<script type="application/json" id="lobby-late-messages" data-src="/_astro/<lang>.<hash>.json">`,
// and whatever mounts an island (the client:interact directive, the game-search loader) awaits
// `lateMessages()` first, so no island ever shows a raw key. The directive is inlined in the page apart from
// the bundles, so the one fetch and its answer live on that element, shared by every copy of this module.
// No imports: the directive carries this module inline.

export const LATE_MESSAGES_ELEMENT_ID = "lobby-late-messages";

type Holder = HTMLElement & { lobbyLateMessages?: Promise<Readonly<Record<string, string>>> };

/** The late messages once they are here ({} when the page has none or the fetch failed: keys beat a dead page). */
export function lateMessages(doc: Document = document): Promise<Readonly<Record<string, string>>> {
  const el: Holder | null = doc.getElementById(LATE_MESSAGES_ELEMENT_ID);
  const src = el?.dataset["src"];
  if (!el || !src) return Promise.resolve({});
  return (el.lobbyLateMessages ??= fetch(src, { credentials: "same-origin" })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : {}))
    .then((body) => {
      const messages = pickStrings(body);
      el.textContent = JSON.stringify(messages).replace(/</g, "\\u003c");
      return messages;
    })
    .catch(() => {
      delete el.lobbyLateMessages; // the next island tries again
      return {};
    }));
}

/** The late messages already here, synchronously ({} before they arrive). */
export function lateMessagesNow(doc: Document = document): Readonly<Record<string, string>> {
  const text = doc.getElementById(LATE_MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return pickStrings(JSON.parse(text));
  } catch {
    return {};
  }
}

/** Only string values of a plain object: the file is ours, but an island must never render a non-string. */
function pickStrings(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) return out;
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") out[k] = v;
  return out;
}
