// /sandbox/support: the sandbox's customer-service page, the seeded customer_service_link (spec 001 §7 site detail).
// It stands in for the operator's live chat, which is another site, so its words live here and not in the site's
// locales: the three routed languages (spec 000 §9), every other language in English, by the page's cookies.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { send } from "./http.ts";
import { esc } from "./img/svg.ts";
import { HTML_LANG, type PageLanguage } from "./games/page-text.ts";
import { payLanguage } from "./pay/page-text.ts";

export const SUPPORT_PATH = "/sandbox/support";

const TEXT: Readonly<Record<PageLanguage, { title: string; body: string; faq: string; back: string }>> = {
  en_US: {
    title: "Customer service",
    body: "This is the sandbox's stand-in for the operator's live chat. On a real site the operator's agents answer here; in the sandbox, the help pages answer the common questions.",
    faq: "Help and contact",
    back: "Back to the lobby",
  },
  hi_IN: {
    title: "ग्राहक सेवा",
    body: "यह ऑपरेटर की लाइव चैट की जगह सैंडबॉक्स का पेज है। असली साइट पर यहाँ ऑपरेटर के एजेंट जवाब देते हैं; सैंडबॉक्स में सहायता पेज आम सवालों के जवाब देते हैं।",
    faq: "सहायता और संपर्क",
    back: "लॉबी पर वापस जाएँ",
  },
  ta_IN: {
    title: "வாடிக்கையாளர் சேவை",
    body: "இது ஆப்பரேட்டரின் நேரலை அரட்டைக்குப் பதிலாக சாண்ட்பாக்ஸின் பக்கம். உண்மையான தளத்தில் ஆப்பரேட்டரின் முகவர்கள் இங்கே பதிலளிப்பார்கள்; சாண்ட்பாக்ஸில் உதவிப் பக்கங்கள் பொதுவான கேள்விகளுக்குப் பதிலளிக்கின்றன.",
    faq: "உதவி மற்றும் தொடர்பு",
    back: "லாபிக்குத் திரும்பு",
  },
};

const STYLE = `body{font:16px/1.5 system-ui,'Noto Sans','Noto Sans Devanagari','Noto Sans Tamil',sans-serif;background:#0f1320;color:#eef;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#1a2033;border-radius:14px;padding:28px;max-width:460px;width:calc(100% - 32px)}h1{margin:0 0 12px;font-size:1.4rem;color:#f5b400}
a{color:#f5b400;display:inline-block;margin:12px 16px 0 0}`;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function handleSupport(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const lang = payLanguage(null, req.headers.cookie);
  const t = TEXT[lang];
  const prefix = lang === "en_US" ? "" : `/${lang}`;
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${esc(t.title)}</title><style>${STYLE}</style></head><body><main><h1>${esc(t.title)}</h1><p>${esc(t.body)}</p><a href="${prefix}/faq/8#contact">${esc(t.faq)}</a><a href="${prefix}/">${esc(t.back)}</a></main></body></html>`;
  send(res, 200, "text/html; charset=utf-8", html, "no-store", {
    "Content-Security-Policy": `default-src 'none'; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'`,
    "Referrer-Policy": "no-referrer",
  });
}
