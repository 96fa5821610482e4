// The platform's model lists (spec 001 §7 /web/model_setting, /web/model_sponsor, /web/model_login):
// ads, sponsors and the login page's models, each in English, Hindi and Tamil (models-seed.json; other languages
// read the English ones, see routes/site.ts). Seeded into an empty `models` table, so an older database file gets
// them too.
import type { DatabaseSync } from "node:sqlite";
import { RECOMMEND_AWARD_RULES } from "../recommend-rules.ts";
import seeds from "./models-seed.json" with { type: "json" };

export type ModelKind = "setting" | "sponsor" | "login";

type Language = "en_US" | "hi_IN" | "ta_IN";

/** One model in every seeded language; `{award}` in a title is the referrer's award (models-seed.json). */
interface ModelSeed {
  kind: ModelKind;
  link: string;
  hue: number;
  title: Record<Language, string>;
}

/** The recommend programme's page (spec 001 §2 recommend_award). */
export const RECOMMEND_PAGE = "/user/RecommendProject";

/** What the referrer earns, from the programme's own settings (routes/recommend.ts), never a figure of its own. */
const referrerAward = `₹${(RECOMMEND_AWARD_RULES.INR?.[0]?.referrer ?? 0).toLocaleString("en-IN")}`;

const MODELS: readonly ModelSeed[] = (seeds as ModelSeed[]).map((m) => ({
  ...m,
  title: Object.fromEntries(
    Object.entries(m.title).map(([language, title]) => [language, title.replace("{award}", referrerAward)]),
  ) as Record<Language, string>,
}));

/** The refer-a-friend ad in each seeded language, with the award the programme pays. */
export const REFER_TITLE: Readonly<Record<Language, string>> = MODELS.find((m) => m.link === RECOMMEND_PAGE)?.title ?? {
  en_US: "",
  hi_IN: "",
  ta_IN: "",
};

export const MODELS_SCHEMA = `CREATE TABLE IF NOT EXISTS models (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, link TEXT NOT NULL,
  sort INTEGER NOT NULL, hue INTEGER NOT NULL);`;

/** Seeds the model lists when the table is empty; an older file's refer-a-friend ad gets its page and award. */
export function seedModels(db: DatabaseSync): void {
  db.exec(MODELS_SCHEMA);
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM models").get() as { n: number };
  if (n > 0) {
    const fix = db.prepare(
      "UPDATE models SET title = ?, link = ? WHERE link = '/user?page=Recommend' AND language = ?",
    );
    for (const [language, title] of Object.entries(REFER_TITLE)) fix.run(title, RECOMMEND_PAGE, language);
    return;
  }
  const ins = db.prepare("INSERT INTO models (kind, language, title, link, sort, hue) VALUES (?, ?, ?, ?, ?, ?)");
  for (const language of ["en_US", "hi_IN", "ta_IN"] as const)
    MODELS.forEach((m, i) => ins.run(m.kind, language, m.title[language], m.link, i + 1, m.hue));
}
