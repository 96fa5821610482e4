// The platform's model lists (spec 001 §7 /web/model_setting, /web/model_sponsor, /web/model_login; issue 10):
// ads, sponsors and the login page's models, each in English, Hindi and Tamil (other languages read the English
// ones, see routes/site.ts). Seeded into an empty `models` table, so an older database file gets them too.
import type { DatabaseSync } from "node:sqlite";
import { RECOMMEND_AWARD_RULES } from "../recommend-rules.ts";

export type ModelKind = "setting" | "sponsor" | "login";

type Row = [kind: ModelKind, title: string, link: string, hue: number];

/** The recommend programme's page (spec 001 §2 recommend_award). */
export const RECOMMEND_PAGE = "/user/RecommendProject";

/** What the referrer earns, from the programme's own settings (routes/recommend.ts), never a figure of its own. */
const referrerAward = `₹${(RECOMMEND_AWARD_RULES.INR?.[0]?.referrer ?? 0).toLocaleString("en-IN")}`;

/** The refer-a-friend ad in each seeded language, with the award the programme pays. */
export const REFER_TITLE = {
  en_US: `Refer a friend, earn ${referrerAward}`,
  hi_IN: `दोस्त को बुलाएँ, ${referrerAward} कमाएँ`,
  ta_IN: `நண்பரை அழையுங்கள், ${referrerAward} பெறுங்கள்`,
} as const;

const MODELS: Record<"en_US" | "hi_IN" | "ta_IN", Row[]> = {
  en_US: [
    ["setting", "100% welcome bonus up to ₹10,000", "/discount", 38],
    ["setting", "Daily cash-back on live casino", "/discount", 150],
    ["setting", REFER_TITLE.en_US, RECOMMEND_PAGE, 220],
    ["setting", "Cricket: bet on every ball", "/gameHall/4", 95],
    ["sponsor", "Chennai Tigers — official partner", "/sponsor", 20],
    ["sponsor", "Mumbai Kabaddi League", "/sponsor", 200],
    ["sponsor", "Delhi Esports Cup", "/sponsor", 280],
    ["login", "Sign in and claim your daily reward", "/discount", 45],
    ["login", "Fast UPI deposits in 2 minutes", "/user/Deposit", 170],
  ],
  hi_IN: [
    ["setting", "₹10,000 तक 100% स्वागत बोनस", "/discount", 38],
    ["setting", "लाइव कैसीनो पर रोज़ाना कैशबैक", "/discount", 150],
    ["setting", REFER_TITLE.hi_IN, RECOMMEND_PAGE, 220],
    ["setting", "क्रिकेट: हर गेंद पर दांव", "/gameHall/4", 95],
    ["sponsor", "चेन्नई टाइगर्स — आधिकारिक साझेदार", "/sponsor", 20],
    ["sponsor", "मुंबई कबड्डी लीग", "/sponsor", 200],
    ["sponsor", "दिल्ली ई-स्पोर्ट्स कप", "/sponsor", 280],
    ["login", "साइन इन करें और अपना दैनिक इनाम पाएँ", "/discount", 45],
    ["login", "2 मिनट में तेज़ UPI जमा", "/user/Deposit", 170],
  ],
  ta_IN: [
    ["setting", "₹10,000 வரை 100% வரவேற்பு போனஸ்", "/discount", 38],
    ["setting", "நேரடி கேசினோவில் தினசரி கேஷ்பேக்", "/discount", 150],
    ["setting", REFER_TITLE.ta_IN, RECOMMEND_PAGE, 220],
    ["setting", "கிரிக்கெட்: ஒவ்வொரு பந்திலும் பந்தயம்", "/gameHall/4", 95],
    ["sponsor", "சென்னை டைகர்ஸ் — அதிகாரப்பூர்வ கூட்டாளர்", "/sponsor", 20],
    ["sponsor", "மும்பை கபடி லீக்", "/sponsor", 200],
    ["sponsor", "டெல்லி இ-ஸ்போர்ட்ஸ் கோப்பை", "/sponsor", 280],
    ["login", "உள்நுழைந்து தினசரி வெகுமதியைப் பெறுங்கள்", "/discount", 45],
    ["login", "2 நிமிடங்களில் விரைவான UPI வைப்பு", "/user/Deposit", 170],
  ],
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
  for (const [language, rows] of Object.entries(MODELS))
    rows.forEach(([kind, title, link, hue], i) => ins.run(kind, language, title, link, i + 1, hue));
}
