// The sandbox slot machine: a small self-contained page (inline CSS/JS, not the site) that plays rounds against the
// provider wallet of a game session through POST /sandbox/games/spin. Demo mode plays with a local balance.
// It runs on the site's own origin, so every page here carries a CSP that allows only its own inline script and
// style by hash (issue 7, security): nothing injected into it can run.
import { createHash } from "node:crypto";
import { esc } from "../img/svg.ts";

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
}

export function slotPage(d: SlotPageData): string {
  const cfg = JSON.stringify({ session: d.session, balance: d.balance }).replace(/</g, "\\u003c");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(d.title)} · ${esc(d.provider)}</title><link rel="icon" href="/favicon.svg">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 30%,#3b1d5e,#120a1f);color:#fff;font:16px system-ui,sans-serif}
main{width:min(420px,92vw);text-align:center}
h1{font:700 1.6rem Georgia,serif;margin:.2rem 0;color:#f5b400}
.reels{display:flex;gap:10px;justify-content:center;margin:1.2rem 0}
.reel{width:96px;height:110px;border-radius:14px;background:#fff;color:#222;font-size:3.2rem;display:grid;place-items:center;box-shadow:inset 0 -6px 0 #ddd}
.row{display:flex;gap:8px;justify-content:center;align-items:center;margin:.6rem 0}
button,select{font:inherit;border-radius:999px;border:0;padding:.6rem 1.2rem}
button{background:#f5b400;color:#221;font-weight:700;cursor:pointer}button:disabled{opacity:.5;cursor:wait}
a{color:#cbb8ff}.msg{min-height:1.4em;color:#9fe870}.err{color:#ff8a80}
</style></head><body><main>
<p>${esc(d.provider)}${d.session ? "" : " · demo"}</p><h1>${esc(d.title)}</h1>
<div class="reels" aria-live="polite"><div class="reel">7</div><div class="reel">7</div><div class="reel">7</div></div>
<p>Balance: <strong id="bal"></strong> ${esc(d.currency)}</p>
<div class="row"><label>Bet <select id="bet"><option>1</option><option selected>5</option><option>10</option><option>50</option></select></label>
<button id="spin" type="button">Spin</button></div>
<p id="msg" class="msg" role="status"></p>
<p><a id="lobby" href="${esc(safeLobbyHref(d.lobbyUrl))}">Back to lobby</a></p>
</main><script>
const C=${cfg};let bal=C.balance;const $=id=>document.getElementById(id);
const show=()=>{$("bal").textContent=bal.toFixed(2)};show();
const S=["🍒","🍋","🔔","⭐","7","💎"];
$("spin").onclick=async()=>{const bet=Number($("bet").value);$("spin").disabled=true;$("msg").className="msg";$("msg").textContent="";
try{let r;if(C.session){const res=await fetch("/sandbox/games/spin",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({session:C.session,bet})});r=await res.json();}
else{if(bet>bal){r={ok:false,message:"insufficient balance"}}else{const reels=[0,1,2].map(()=>S[Math.floor(Math.random()*S.length)]);const[a,b,c]=reels;const win=a===b&&b===c?bet*10:(a===b||b===c)?bet*2:0;r={ok:true,reels,win,balance:bal-bet+win}}}
if(!r.ok){$("msg").className="msg err";$("msg").textContent=r.message;return}
[...document.querySelectorAll(".reel")].forEach((el,i)=>el.textContent=r.reels[i]);bal=r.balance;show();$("msg").textContent=r.win>0?"You win "+r.win:"No win";
}catch(e){$("msg").className="msg err";$("msg").textContent="network fail"}finally{$("spin").disabled=false}};
</script></body></html>`;
}

/**
 * The sport quick-bet stand-in (spec 001 §4, issue 10): it tells its parent its height (S001) on load and whenever
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
