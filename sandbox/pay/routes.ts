// /sandbox/pay/{order}: the sandbox's simulated payment gateway (Deposit). The deposit call answers
// with this page's address; the member confirms the payment or lets it fail. Paying credits the main wallet and
// emits member_deposit.success and member.cash (sandbox/funds.ts settleDeposit). The order number (random, not
// guessable) is the only key, as a gateway's payment link would be. A stand-in for a third-party page: it speaks the
// language the deposit was made in (page-text.ts payLanguage; en_US, hi_IN, ta_IN, others in English).
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { isCurrency, minorToText } from "../../src/contract/index.ts";
import type { Ctx } from "../context.ts";
import { orderByNumber, settleDeposit } from "../funds.ts";
import { readBody, send } from "../http.ts";
import { esc } from "../img/svg.ts";
import { HTML_LANG, PAY_TEXT, payLanguage, type PageLanguage } from "./page-text.ts";

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f4f6fb;color:#111;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;width:calc(100% - 32px);box-shadow:0 4px 24px #0002}
h1{font-size:1.3rem;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}dd{margin:0;font-weight:600}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;font:inherit;padding:12px;border-radius:8px;border:1px solid #555;background:#fff;cursor:pointer}
button.pay{background:#0b6b3a;color:#fff;border-color:#0b6b3a}.note{color:#444}`;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Only its own style; the forms post back to this page. */
function csp(): string {
  return [
    "default-src 'none'",
    `style-src ${hash(STYLE)}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function page(res: ServerResponse, lang: PageLanguage, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  send(res, status, "text/html; charset=utf-8", html, "no-store", {
    "Content-Security-Policy": csp(),
    "Referrer-Policy": "no-referrer",
  });
}

const ORDER_PATH = /^\/sandbox\/pay\/([DW][A-Za-z0-9]{8,40})$/;

export async function handlePay(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const m = ORDER_PATH.exec(pathname);
  const o = m?.[1] ? orderByNumber(ctx.db, m[1]) : undefined;
  const lang = payLanguage(o?.lang, req.headers.cookie);
  const t = PAY_TEXT[lang];
  if (!o || o.type !== "deposit") {
    req.resume();
    page(res, lang, 404, t.notFoundTitle, `<h1>${esc(t.notFoundTitle)}</h1><p>${esc(t.notFound)}</p>`);
    return true;
  }
  const currency = isCurrency(o.currency) ? o.currency : "INR";
  const amount = `${minorToText(o.amount, currency)} ${esc(currency)}`;
  if (req.method === "POST") {
    const raw = await readBody(req, 1024);
    const outcome = new URLSearchParams(raw).get("outcome");
    if (outcome === "paid" || outcome === "failed") settleDeposit(ctx, o.order_number, outcome);
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    req.resume();
    page(res, lang, 405, t.notAllowed, `<h1>${esc(t.notAllowed)}</h1>`);
    return true;
  }
  const now = orderByNumber(ctx.db, o.order_number) ?? o;
  const method = t.methods[o.method] ?? o.method.toUpperCase();
  const details = `<dl><dt>${esc(t.order)}</dt><dd data-testid="pay-order">${esc(o.order_number)}</dd><dt>${esc(t.amount)}</dt><dd>${amount}</dd><dt>${esc(t.method)}</dt><dd>${esc(method)}</dd></dl>`;
  if (now.status === "pending") {
    page(
      res,
      lang,
      200,
      t.title,
      `<h1>${esc(t.heading)}</h1>${details}<p class="note">${esc(t.note)}</p>
      <form method="post" class="row"><button class="pay" name="outcome" value="paid">${esc(t.confirm)}</button><button name="outcome" value="failed">${esc(t.fail)}</button></form>`,
    );
    return true;
  }
  const paid = now.status === "paid";
  page(
    res,
    lang,
    200,
    paid ? t.confirmedTitle : t.failedTitle,
    `<h1 role="status">${esc(paid ? t.confirmed : t.failed)}</h1>${details}`,
  );
  return true;
}
