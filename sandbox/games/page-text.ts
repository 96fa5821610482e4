// The sandbox game page's own words in the three routed languages (spec 000 §9: en_US, hi_IN, ta_IN). The page
// stands in for a third-party provider's game, so its text lives here and not in the site's locales.

export type PageLanguage = "en_US" | "hi_IN" | "ta_IN";

/** The language a play1 or demo/play request asked in (its `lang` header), English otherwise. */
export function pageLanguage(raw: unknown): PageLanguage {
  const v: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  return v === "hi_IN" || v === "ta_IN" ? v : "en_US";
}

export const HTML_LANG: Readonly<Record<PageLanguage, string>> = { en_US: "en", hi_IN: "hi", ta_IN: "ta" };

export interface PageText {
  back: string;
  balance: string;
  bet: string;
  spin: string;
  play: string;
  win: string;
  noWin: string;
  insufficient: string;
  /** A bet refused by the member's own wager or loss limit; {when} is when the limit resets. */
  limit: string;
  /** A round refused while the site's reality check waits for an answer. */
  reality: string;
  closed: string;
  network: string;
  demo: string;
  playMoney: string;
  ended: string;
  noDemo: string;
}

export const PAGE_TEXT: Readonly<Record<PageLanguage, PageText>> = {
  en_US: {
    back: "Back to lobby",
    balance: "Balance",
    bet: "Bet",
    spin: "Spin",
    play: "Play round",
    win: "You win {amount}",
    noWin: "No win",
    insufficient: "Insufficient balance",
    limit: "This bet would pass your own limit. It resets {when}.",
    reality: "Reality check: please answer it in the main window of the site.",
    closed: "This game session has ended.",
    network: "Network error, please try again",
    demo: "Demo",
    playMoney: "play money",
    ended: "Game closed",
    noDemo: "Demo play is not available for this game.",
  },
  hi_IN: {
    back: "लॉबी पर वापस जाएँ",
    balance: "बैलेंस",
    bet: "दांव",
    spin: "स्पिन करें",
    play: "राउंड खेलें",
    win: "आप {amount} जीते",
    noWin: "इस बार जीत नहीं",
    insufficient: "अपर्याप्त बैलेंस",
    limit: "यह दांव आपकी अपनी सीमा पार कर देगा। सीमा {when} पर फिर से शुरू होगी।",
    reality: "रियलिटी चेक: कृपया साइट की मुख्य विंडो में इसका जवाब दें।",
    closed: "यह गेम सत्र समाप्त हो गया है।",
    network: "नेटवर्क त्रुटि, कृपया फिर से कोशिश करें",
    demo: "डेमो",
    playMoney: "खेल के पैसे",
    ended: "गेम बंद है",
    noDemo: "इस गेम के लिए डेमो उपलब्ध नहीं है।",
  },
  ta_IN: {
    back: "லாபிக்குத் திரும்பு",
    balance: "இருப்பு",
    bet: "பந்தயம்",
    spin: "சுழற்று",
    play: "சுற்றை விளையாடு",
    win: "நீங்கள் {amount} வென்றீர்கள்",
    noWin: "இம்முறை வெற்றி இல்லை",
    insufficient: "போதிய இருப்பு இல்லை",
    limit: "இந்தப் பந்தயம் உங்கள் சொந்த வரம்பைத் தாண்டும். வரம்பு {when} அன்று மீண்டும் தொடங்கும்.",
    reality: "நிஜ நிலை சரிபார்ப்பு: தளத்தின் முதன்மைச் சாளரத்தில் பதிலளிக்கவும்.",
    closed: "இந்த விளையாட்டு அமர்வு முடிந்தது.",
    network: "இணையப் பிழை, மீண்டும் முயலவும்",
    demo: "டெமோ",
    playMoney: "விளையாட்டுப் பணம்",
    ended: "விளையாட்டு மூடப்பட்டது",
    noDemo: "இந்த விளையாட்டுக்கு டெமோ இல்லை.",
  },
};
