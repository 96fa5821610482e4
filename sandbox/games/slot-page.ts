// The sandbox slot machine: a small self-contained page (inline CSS/JS, not the site) that plays rounds against the
// provider wallet of a game session through POST /sandbox/games/spin. Demo mode plays with a local balance.
// It runs on the site's own origin, so every page here carries a CSP that allows only its own inline script and
// style by hash (security): nothing injected into it can run.
import { createHash } from "node:crypto";
import { esc } from "../img/svg.ts";
import { HTML_LANG, PAGE_TEXT, type PageLanguage } from "./page-text.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const inline = (html: string, tag: "script" | "style") =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => hashOf(m[1] ?? ""));

/**
 * The Content-Security-Policy of a sandbox page: its inline <script> and <style> blocks (written without
 * attributes) by sha256, no 'unsafe-inline', calls to the same origin only (the spin endpoint), no plugins, no
 * <base>, no forms, framed only by the site itself (/play).
 */
export function pageCsp(html: string): string {
  const scripts = inline(html, "script");
  const styles = inline(html, "style");
  return [
    "default-src 'none'",
    `script-src ${scripts.length ? scripts.join(" ") : "'none'"}`,
    `style-src ${styles.length ? styles.join(" ") : "'none'"}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The way back to the lobby: a relative address or an http(s) URL, anything else (javascript:, data:, …) the
 * site's home. lobby_url is validated when the game opens; this holds even if the database has a bad one.
 */
export function safeLobbyHref(raw: string | null | undefined): string {
  const value = (raw ?? "").trim();
  if (!value) return "/";
  try {
    const url = new URL(value, "http://lobby.invalid");
    if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
    return url.origin === "http://lobby.invalid" ? url.pathname + url.search + url.hash : url.href;
  } catch {
    return "/";
  }
}

export interface SlotPageData {
  title: string;
  provider: string;
  currency: string;
  balance: number;
  session: string | null;
  lobbyUrl: string;
  /** The game type's name in the page's language (slot: "Slots", 3: "Live Casino", …). */
  typeName?: string;
  /** 2 is a slot machine; any other type gets the table page (same rounds, cards instead of reels). */
  gameType?: number;
  lang?: PageLanguage;
}

const SYMBOLS: Readonly<Record<string, string>> = { INR: "₹", USD: "$" };
const BETS = [1, 5, 10, 50, 100];

/**
 * The game page: name, provider and type; the balance of the provider wallet (play money in demo); a bet chooser;
 * the round's result and "insufficient balance"; a way back to the lobby_url given at start. Works at 390 px.
 * The spin endpoint's symbols are emoji; the page draws them as text glyphs every system font has (a phone or a
 * CI machine without an emoji font would show empty boxes).
 */
export function slotPage(d: SlotPageData): string {
  const lang = d.lang ?? "en_US";
  const t = PAGE_TEXT[lang];
  const table = d.gameType !== undefined && d.gameType !== 2;
  const demo = d.session === null;
  const typeName = d.typeName ?? "Slots";
  const symbol = demo ? "" : (SYMBOLS[d.currency] ?? `${d.currency} `);
  const cfg = JSON.stringify({
    session: d.session,
    balance: d.balance,
    loc: d.currency === "INR" || demo ? "en-IN" : "en-US",
    table,
    t: {
      win: t.win,
      noWin: t.noWin,
      insufficient: t.insufficient,
      closed: t.closed,
      network: t.network,
      limit: t.limit,
      reality: t.reality,
    },
  }).replace(/</g, "\\u003c");
  const bg = table ? "#0f3b2a,#06170f" : "#3b1d5e,#120a1f";
  const meta = [d.provider, typeName, ...(demo ? [`${t.demo} · ${t.playMoney}`] : [])].map(esc).join(" · ");
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(d.title)} — ${esc(typeName)} · ${esc(d.provider)}</title><link rel="icon" href="/favicon.svg">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:radial-gradient(circle at 50% 30%,${bg});color:#fff;font:16px system-ui,sans-serif}
nav{padding:.6rem .8rem}
#lobby{display:inline-block;color:#fff;background:#ffffff26;border:1px solid #ffffff66;border-radius:999px;padding:.45rem .9rem;text-decoration:none;font-weight:600}
#lobby:hover{background:#ffffff40}
main{width:min(420px,100%);margin:0 auto;padding:0 .8rem 2rem;text-align:center}
.meta{margin:.4rem 0 0;color:#e6dcff}
h1{font:700 1.6rem Georgia,serif;margin:.2rem 0;color:#f5b400;overflow-wrap:anywhere}
.reels{display:flex;gap:10px;justify-content:center;margin:1.2rem 0}
.reel{width:min(96px,27vw);height:110px;border-radius:14px;background:#fff;color:#222;font-size:2.6rem;display:grid;place-items:center;box-shadow:inset 0 -6px 0 #ddd}
.row{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;align-items:center;margin:.6rem 0}
button,select{font:inherit;border-radius:999px;border:0;padding:.6rem 1.2rem;min-height:44px}
select{background:#fff;color:#221}
button{background:#f5b400;color:#221;font-weight:700;cursor:pointer}button:disabled{opacity:.6;cursor:wait}
:focus-visible{outline:3px solid #fff;outline-offset:2px}
.msg{min-height:1.4em;color:#9fe870;font-weight:600}.err{color:#ffb4ab}
</style></head><body><nav><a id="lobby" href="${esc(safeLobbyHref(d.lobbyUrl))}"><span aria-hidden="true">← </span>${esc(t.back)}</a></nav>
<main><p class="meta">${meta}</p><h1>${esc(d.title)}</h1>
<div class="reels" aria-hidden="true"><div class="reel">${table ? "A♠" : "7"}</div><div class="reel">${table ? "K♥" : "7"}</div><div class="reel">${table ? "Q♦" : "7"}</div></div>
<p>${esc(t.balance)}: ${esc(symbol)}<strong id="bal"></strong></p>
<div class="row"><label for="bet">${esc(t.bet)}</label><select id="bet">${BETS.map((b) => `<option${b === 5 ? " selected" : ""}>${b}</option>`).join("")}</select>
<button id="spin" type="button">${esc(table ? t.play : t.spin)}</button></div>
<p id="msg" class="msg" role="status"></p>
</main><script>
const C=${cfg};let bal=C.balance;const $=id=>document.getElementById(id);
const fmt=n=>new Intl.NumberFormat(C.loc,{minimumFractionDigits:2,maximumFractionDigits:2}).format(n);
const show=()=>{$("bal").textContent=fmt(bal)};show();
const S=["🍒","🍋","🔔","⭐","7","💎"];const K=C.table?{"🍒":"A♠","🍋":"K♥","🔔":"Q♦","⭐":"J♣","7":"10♥","💎":"A♥"}:{"🍒":"♥","🍋":"♣","🔔":"BAR","⭐":"★","7":"7","💎":"♦"};
const say=(text,err)=>{$("msg").className=err?"msg err":"msg";$("msg").textContent=text};
$("spin").onclick=async()=>{const bet=Number($("bet").value);if(bet>bal){say(C.t.insufficient,true);return}
$("spin").disabled=true;say("",false);
try{let r;if(C.session){const res=await fetch("/sandbox/games/spin",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({session:C.session,bet})});r=await res.json();}
else{const reels=[0,1,2].map(()=>S[Math.floor(Math.random()*S.length)]);const[a,b,c]=reels;const win=a===b&&b===c?bet*10:(a===b||b===c)?bet*2:0;r={ok:true,reels,win,balance:bal-bet+win}}
if(!r.ok){if(typeof r.balance==="number"){bal=r.balance;show()}say(r.reason==="insufficient"?C.t.insufficient:r.reason==="closed"?C.t.closed:r.reason==="reality_check"?C.t.reality:r.reason==="limit"&&r.limit?C.t.limit.replace("{when}",new Date(r.limit.resets_at).toLocaleString(document.documentElement.lang,{dateStyle:"medium",timeStyle:"short"})):(r.message||C.t.network),true);return}
[...document.querySelectorAll(".reel")].forEach((el,i)=>el.textContent=K[r.reels[i]]||r.reels[i]);bal=r.balance;show();say(r.win>0?C.t.win.replace("{amount}",fmt(r.win)):C.t.noWin,false);
}catch(e){say(C.t.network,true)}finally{$("spin").disabled=false}};
</script></body></html>`;
}

/** A page of the sandbox that only says something (closed session, no demo for this game). */
export function notePage(lang: PageLanguage, title: string, text: string, lobbyUrl = "/"): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="/favicon.svg">
<style>body{margin:0;padding:1.5rem;background:#120a1f;color:#fff;font:16px system-ui,sans-serif}a{color:#fff}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="${esc(safeLobbyHref(lobbyUrl))}">${esc(PAGE_TEXT[lang].back)}</a></p></main></body></html>`;
}

/**
 * The sport quick-bet stand-in (spec 001 §4): it tells its parent its height (S001) on load and whenever
 * it grows, and asks the parent to open the sportsbook game (U003) from its button. Messages go to the parent's
 * origin when the referrer names it, the lobby checks the sender's origin on its side.
 */
export function sportPage(currency: string): string {
  const script = `(function(){var to="*";try{if(document.referrer)to=new URL(document.referrer).origin}catch(e){}
function h(){parent.postMessage({type:"S001",height:document.documentElement.scrollHeight},to)}
new ResizeObserver(h).observe(document.body);h();
document.getElementById("more").addEventListener("click",function(){document.getElementById("extra").hidden=false});
document.getElementById("open").addEventListener("click",function(){parent.postMessage({type:"U003",gp_id:"GPSB",gt_id:4,game_code:""},to)})})()`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sportsbook</title><link rel="icon" href="/favicon.svg">
<style>body{margin:0;font:15px system-ui,sans-serif;background:#0d2418;color:#fff;padding:1rem}li{margin:.4rem 0}button{font:inherit;margin:.3rem .5rem .3rem 0;padding:.4rem .8rem}</style></head><body>
<h1>Quick bet (${esc(currency)})</h1><ul><li>India v Australia — 1.85 / 2.05</li><li>Mumbai v Chennai — 1.72 / 2.20</li></ul>
<ul id="extra" hidden><li>Delhi v Kolkata — 1.95 / 1.90</li><li>England v South Africa — 2.10 / 1.75</li><li>Pakistan v New Zealand — 1.80 / 2.00</li><li>Rajasthan v Punjab — 1.66 / 2.30</li><li>Gujarat v Lucknow — 2.02 / 1.83</li><li>Hyderabad v Bengaluru — 1.91 / 1.93</li></ul>
<button type="button" id="more">More matches</button><button type="button" id="open">Open sportsbook</button>
<script>${script}</script></body></html>`;
}
