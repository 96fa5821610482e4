// Browser. Fills the home page's jackpot (#home-jackpot) from /api/v2/get_jackpot in the member's currency
// (the page's for a visitor), then refreshes it every minute while the page is visible. Until the first
// answer the digits stay dimmed zeros (no invented figure); a failed call keeps the last figure and tries
// again at the next refresh.
import { readBoot } from "../../lib/boot/boot.ts";
import { CURRENCY_SYMBOLS } from "../../lib/config/constants.ts";
import { $member } from "../../lib/session/session.atoms.ts";
import { jackpotDigits, jackpotFromEnvelope } from "./jackpot.ts";

const REFRESH_MS = 60_000;

let latest = 0;

async function load(root: HTMLElement, currency: string, lang: string): Promise<void> {
  const seq = ++latest;
  try {
    const res = await fetch("/api/v2/get_jackpot", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", lang },
      body: JSON.stringify({ currency }),
    });
    const total = jackpotFromEnvelope(await res.json());
    if (total === null || seq !== latest) return; // a newer request (another currency) answers instead
    const digits = jackpotDigits(total);
    const value = root.querySelector<HTMLElement>(".jp-value");
    if (!value) return;
    const cells = [...value.querySelectorAll<HTMLElement>(".jp-digit")];
    // More than ten digits: add cells rather than cut the figure.
    while (cells.length < digits.length) {
      const cell = document.createElement("span");
      cell.className = "jp-digit";
      value.append(cell);
      cells.push(cell);
    }
    cells.forEach((cell, i) => (cell.textContent = digits[i] ?? ""));
    value.setAttribute("aria-label", digits.replace(/^0+(?=\d)/, ""));
    root.removeAttribute("aria-busy");
    root.dataset["state"] = "ready";
  } catch {
    // Offline or a broken answer: keep what is shown.
  }
}

export function startJackpot(): void {
  const root = document.getElementById("home-jackpot");
  if (!root) return;
  const boot = readBoot();
  // A logged-in member sees the jackpot of their own currency; a visitor the site's.
  const currency = () => $member.get()?.currency ?? boot.currency;
  let shown = "";
  const run = () => {
    const c = currency();
    if (c !== shown) {
      shown = c;
      const sym = root.querySelector(".jp-sym");
      if (sym) sym.textContent = CURRENCY_SYMBOLS[c];
    }
    void load(root, c, boot.lang);
  };
  run();
  $member.listen((m) => {
    if ((m?.currency ?? boot.currency) !== shown) run();
  });
  setInterval(() => {
    if (document.visibilityState === "visible") run();
  }, REFRESH_MS);
}
