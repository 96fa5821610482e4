// The operator's content in the routed languages (spec 000 §9: en_US, hi_IN, ta_IN): banners, announcements,
// pop-ups, red envelopes and the footer's copyright line are seeded in English (seed.ts) and translated here, as
// an operator's back office holds one text per language. The sandbox answers in the language of the request's
// `lang` header (spec 000 §7, sent with every call); content without a translation (an admin control's, or a
// language with none) is answered as written. Kept by the English text, so older database files get it too.
import type { DatabaseSync } from "node:sqlite";
import type { IncomingMessage } from "node:http";
import translations from "./content-i18n.json" with { type: "json" };

export const CONTENT_I18N_SCHEMA = `CREATE TABLE IF NOT EXISTS content_i18n (
  source TEXT NOT NULL, language TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (source, language));`;

type Translated = Readonly<{ hi_IN: string; ta_IN: string }>;

/**
 * English source → Hindi and Tamil (content-i18n.json: the carousel, the marquee's announcements, the pop-ups'
 * titles and bodies, the red envelopes and the footer's legal line of seed.ts and routes/site.ts).
 */
export const OPERATOR_CONTENT: Readonly<Record<string, Translated>> = translations;

/** Adds the translations an older database file lacks (every start; cheap). */
export function seedContentI18n(db: DatabaseSync): void {
  db.exec(CONTENT_I18N_SCHEMA);
  const ins = db.prepare("INSERT OR IGNORE INTO content_i18n (source, language, text) VALUES (?, ?, ?)");
  for (const [source, texts] of Object.entries(OPERATOR_CONTENT))
    for (const [language, text] of Object.entries(texts)) ins.run(source, language, text);
}

/** The language a call asks for: its `lang` header (spec 000 §7), else English. */
export function requestLanguage(req: IncomingMessage | undefined): string {
  const h = req?.headers["lang"];
  const v = Array.isArray(h) ? h[0] : h;
  return typeof v === "string" && /^[a-z]{2}_[A-Z]{2}$/.test(v) ? v : "en_US";
}

/** The operator's text in `language`, else as written. */
export function localize(db: DatabaseSync, text: string, language: string): string {
  if (language === "en_US" || text === "") return text;
  const row = db.prepare("SELECT text FROM content_i18n WHERE source = ? AND language = ?").get(text, language) as
    { text: string } | undefined;
  return row?.text ?? text;
}
