// The operator's content in the routed languages (spec 000 §9: en_US, hi_IN, ta_IN): banners, announcements,
// pop-ups, red envelopes and the footer's copyright line are seeded in English (seed.ts) and translated here, as
// an operator's back office holds one text per language. The sandbox answers in the language of the request's
// `lang` header (spec 000 §7, sent with every call); content without a translation (an admin control's, or a
// language with none) is answered as written. Kept by the English text, so older database files get it too.
import type { DatabaseSync } from "node:sqlite";
import type { IncomingMessage } from "node:http";

export const CONTENT_I18N_SCHEMA = `CREATE TABLE IF NOT EXISTS content_i18n (
  source TEXT NOT NULL, language TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (source, language));`;

type Translated = Readonly<{ hi_IN: string; ta_IN: string }>;

/** English source → Hindi and Tamil. */
export const OPERATOR_CONTENT: Readonly<Record<string, Translated>> = {
  // carousel (seed.ts)
  "Welcome bonus 100%": { hi_IN: "100% स्वागत बोनस", ta_IN: "100% வரவேற்பு போனஸ்" },
  "Cricket season is live": { hi_IN: "क्रिकेट सीज़न शुरू", ta_IN: "கிரிக்கெட் சீசன் தொடங்கியது" },
  "Spin Jili's Super Ace": { hi_IN: "Jili का Super Ace खेलें", ta_IN: "Jili-யின் Super Ace சுழற்றுங்கள்" },
  "Become an agent": { hi_IN: "एजेंट बनें", ta_IN: "முகவர் ஆகுங்கள்" },
  // announcements (marquee)
  "Welcome to Lobby! Sign up today and claim your welcome bonus.": {
    hi_IN: "Lobby में आपका स्वागत है! आज ही साइन अप करें और अपना स्वागत बोनस पाएँ।",
    ta_IN: "Lobby-க்கு வரவேற்கிறோம்! இன்றே பதிவு செய்து உங்கள் வரவேற்பு போனஸைப் பெறுங்கள்.",
  },
  "Scheduled maintenance of selected live tables every Tuesday 02:00-04:00.": {
    hi_IN: "चुनिंदा लाइव टेबल का नियमित रखरखाव हर मंगलवार 02:00-04:00।",
    ta_IN: "தேர்ந்தெடுக்கப்பட்ட நேரலை மேசைகளின் திட்டமிட்ட பராமரிப்பு ஒவ்வொரு செவ்வாயும் 02:00-04:00.",
  },
  "Members: your daily cash-back is credited every morning.": {
    hi_IN: "सदस्यों के लिए: आपका दैनिक कैशबैक हर सुबह जमा होता है।",
    ta_IN: "உறுப்பினர்களே: உங்கள் தினசரி கேஷ்பேக் ஒவ்வொரு காலையும் வரவு வைக்கப்படும்.",
  },
  // pop-ups (bulletins): titles and bodies
  "Welcome offer": { hi_IN: "स्वागत ऑफ़र", ta_IN: "வரவேற்பு சலுகை" },
  "<p>Get 100% on your first deposit up to ₹10,000.</p>": {
    hi_IN: "<p>अपनी पहली जमा पर ₹10,000 तक 100% पाएँ।</p>",
    ta_IN: "<p>உங்கள் முதல் வைப்பில் ₹10,000 வரை 100% பெறுங்கள்.</p>",
  },
  "Install the app": { hi_IN: "ऐप इंस्टॉल करें", ta_IN: "ஆப்பை நிறுவுங்கள்" },
  "<p>Add Lobby to your home screen for faster play.</p>": {
    hi_IN: "<p>तेज़ खेल के लिए Lobby को अपनी होम स्क्रीन पर जोड़ें।</p>",
    ta_IN: "<p>விரைவாக விளையாட Lobby-ஐ உங்கள் முகப்புத் திரையில் சேர்க்கவும்.</p>",
  },
  "Weekend reload": { hi_IN: "वीकेंड रीलोड", ta_IN: "வார இறுதி ரீலோட்" },
  "<p>50% reload bonus every weekend.</p>": {
    hi_IN: "<p>हर वीकेंड 50% रीलोड बोनस।</p>",
    ta_IN: "<p>ஒவ்வொரு வார இறுதியிலும் 50% ரீலோட் போனஸ்.</p>",
  },
  "Live casino week": { hi_IN: "लाइव कैसीनो सप्ताह", ta_IN: "லைவ் கேசினோ வாரம்" },
  "<p>Extra rebate on live tables this week.</p>": {
    hi_IN: "<p>इस सप्ताह लाइव टेबल पर अतिरिक्त रिबेट।</p>",
    ta_IN: "<p>இந்த வாரம் நேரலை மேசைகளில் கூடுதல் தள்ளுபடி.</p>",
  },
  "Deposit tips": { hi_IN: "जमा करने के सुझाव", ta_IN: "வைப்பு குறிப்புகள்" },
  "<p>UPI deposits are credited within 2 minutes.</p>": {
    hi_IN: "<p>UPI जमा 2 मिनट के भीतर खाते में आ जाती है।</p>",
    ta_IN: "<p>UPI வைப்புகள் 2 நிமிடங்களுக்குள் வரவு வைக்கப்படும்.</p>",
  },
  // red envelopes (seed.ts, and the admin control's default name)
  "Diwali red envelope": { hi_IN: "दिवाली लाल लिफ़ाफ़ा", ta_IN: "தீபாவளி சிவப்பு உறை" },
  "Weekend red envelope": { hi_IN: "वीकेंड लाल लिफ़ाफ़ा", ta_IN: "வார இறுதி சிவப்பு உறை" },
  "Welcome envelope": { hi_IN: "स्वागत लिफ़ाफ़ा", ta_IN: "வரவேற்பு உறை" },
  "Sandbox red envelope": { hi_IN: "सैंडबॉक्स लाल लिफ़ाफ़ा", ta_IN: "சாண்ட்பாக்ஸ் சிவப்பு உறை" },
  // the footer's legal line (routes/site.ts footer copyright)
  "© Lobby. 18+ Play responsibly.": {
    hi_IN: "© Lobby. 18+ ज़िम्मेदारी से खेलें।",
    ta_IN: "© Lobby. 18+ பொறுப்புடன் விளையாடுங்கள்.",
  },
};

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
