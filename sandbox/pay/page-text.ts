// The simulated payment gateway's own words (Deposit; brief centre2). The page stands in for a
// third-party gateway, so, like the sandbox game page (sandbox/games/page-text.ts), its text lives in the sandbox
// and not in the site's locales: the three routed languages (spec 000 §9), every other language in English.
import { HTML_LANG, pageLanguage, type PageLanguage } from "../games/page-text.ts";

export { HTML_LANG, type PageLanguage };

export interface PayText {
  title: string;
  heading: string;
  order: string;
  amount: string;
  method: string;
  note: string;
  confirm: string;
  fail: string;
  confirmedTitle: string;
  confirmed: string;
  failedTitle: string;
  failed: string;
  notFoundTitle: string;
  notFound: string;
  notAllowed: string;
  methods: Readonly<Record<string, string>>;
}

export const PAY_TEXT: Readonly<Record<PageLanguage, PayText>> = {
  en_US: {
    title: "Sandbox payment",
    heading: "Sandbox payment gateway",
    order: "Order",
    amount: "Amount",
    method: "Method",
    note: "A simulated payment: nothing is charged.",
    confirm: "Confirm payment",
    fail: "Fail payment",
    confirmedTitle: "Payment confirmed",
    confirmed: "Payment confirmed. The amount is in your main wallet; you can close this window.",
    failedTitle: "Payment failed",
    failed: "The payment failed. Nothing was charged; you can close this window.",
    notFoundTitle: "Payment not found",
    notFound: "This payment link is not valid.",
    notAllowed: "Not allowed",
    methods: { upi: "UPI", bank: "Bank transfer" },
  },
  hi_IN: {
    title: "सैंडबॉक्स भुगतान",
    heading: "सैंडबॉक्स भुगतान गेटवे",
    order: "ऑर्डर",
    amount: "राशि",
    method: "तरीका",
    note: "एक नकली भुगतान: कोई पैसा नहीं काटा जाता।",
    confirm: "भुगतान की पुष्टि करें",
    fail: "भुगतान विफल करें",
    confirmedTitle: "भुगतान की पुष्टि हुई",
    confirmed: "भुगतान की पुष्टि हुई। राशि आपके मुख्य वॉलेट में है; आप यह विंडो बंद कर सकते हैं।",
    failedTitle: "भुगतान विफल",
    failed: "भुगतान विफल रहा। कोई पैसा नहीं काटा गया; आप यह विंडो बंद कर सकते हैं।",
    notFoundTitle: "भुगतान नहीं मिला",
    notFound: "यह भुगतान लिंक मान्य नहीं है।",
    notAllowed: "अनुमति नहीं है",
    methods: { upi: "UPI", bank: "बैंक ट्रांसफ़र" },
  },
  ta_IN: {
    title: "சாண்ட்பாக்ஸ் கட்டணம்",
    heading: "சாண்ட்பாக்ஸ் கட்டண நுழைவாயில்",
    order: "ஆர்டர்",
    amount: "தொகை",
    method: "முறை",
    note: "ஒரு மாதிரி கட்டணம்: எந்தப் பணமும் எடுக்கப்படாது.",
    confirm: "கட்டணத்தை உறுதிசெய்",
    fail: "கட்டணத்தைத் தோல்வியாக்கு",
    confirmedTitle: "கட்டணம் உறுதிசெய்யப்பட்டது",
    confirmed: "கட்டணம் உறுதிசெய்யப்பட்டது. தொகை உங்கள் முதன்மை வாலட்டில் உள்ளது; இந்தச் சாளரத்தை மூடலாம்.",
    failedTitle: "கட்டணம் தோல்வியடைந்தது",
    failed: "கட்டணம் தோல்வியடைந்தது. எந்தப் பணமும் எடுக்கப்படவில்லை; இந்தச் சாளரத்தை மூடலாம்.",
    notFoundTitle: "கட்டணம் கிடைக்கவில்லை",
    notFound: "இந்தக் கட்டண இணைப்பு செல்லாது.",
    notAllowed: "அனுமதி இல்லை",
    methods: { upi: "UPI", bank: "வங்கிப் பரிமாற்றம்" },
  },
};

/** One value of a Cookie header, or null. */
function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

/**
 * The page's language: the one the deposit was made in (the deposit call's `lang` header, kept on the order),
 * else the site's language cookies (`lang`, then the routed `i18n_redirected`), else English. A language
 * other than the three is shown in English.
 */
export function payLanguage(orderLang: string | null | undefined, cookieHeader: string | undefined): PageLanguage {
  const candidates = [orderLang, cookie(cookieHeader, "lang"), cookie(cookieHeader, "i18n_redirected")];
  const first = candidates.find((c) => typeof c === "string" && c !== "");
  return pageLanguage(first);
}
