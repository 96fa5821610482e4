// Browser. Fills the home page's jackpot (#home-jackpot) from /api/v2/get_jackpot in the member's currency
// (the page's for a visitor), then refreshes it every minute while the page is visible. Until the first
// answer the digits stay dimmed zeros (no invented figure); a failed first load (no answer, 30 s without one,
// a broken envelope) shows the server-translated message with a Retry button (issue 8, faults); a failed
// refresh keeps the last figure and tries again at the next refresh (jackpotAfterLoad).
import { readBoot } from "../../lib/boot/boot.ts";
import { CURRENCY_SYMBOLS, TIMING } from "../../lib/config/constants.ts";
import { $member } from "../../lib/session/session.atoms.ts";
import { jackpotAfterLoad, jackpotDigits, jackpotFromEnvelope, type JackpotState } from "./jackpot.ts";

const REFRESH_MS = 60_000;

let latest = 0;

function stateOf(root: HTMLElement): JackpotState {
  const s = root.dataset["state"];
  return s === "ready" || s === "error" ? s : "loading";
}

function show(root: HTMLElement, state: JackpotState): void {
  root.dataset["state"] = state;
  if (state === "loading") root.setAttribute("aria-busy", "true");
  else root.removeAttribute("aria-busy");
  const error = root.querySelector<HTMLElement>(".jp-error");
  if (error) error.hidden = state !== "error";
}

async function fetchTotal(currency: string, lang: string): Promise<number | null> {
  // The spec's client timeout (spec 000 §7): a platform that never answers ends as a failure, not a wait.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.requestTimeoutMs);
  try {
    const res = await fetch("/api/v2/get_jackpot", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", lang },
      body: JSON.stringify({ currency }),
      signal: controller.signal,
    });
    return jackpotFromEnvelope(await res.json());
  } catch {
    return null; // offline, refused, timed out or not JSON
  } finally {
    clearTimeout(timer);
  }
}

async function load(root: HTMLElement, currency: string, lang: string): Promise<void> {
  const seq = ++latest;
  const total = await fetchTotal(currency, lang);
  if (seq !== latest) return; // a newer request (another currency, a retry) answers instead
  const value = root.querySelector<HTMLElement>(".jp-value");
  if (total !== null && value) {
    const digits = jackpotDigits(total);
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
  }
  show(root, jackpotAfterLoad(stateOf(root), total));
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
      // Another currency: the figure shown is not its figure.
      if (shown) show(root, "loading");
      shown = c;
      const sym = root.querySelector(".jp-sym");
      if (sym) sym.textContent = CURRENCY_SYMBOLS[c];
    }
    return load(root, c, boot.lang);
  };
  void run();
  // Retry keeps the message and the focused button in place (aria-disabled, not disabled, so focus stays)
  // while the call runs; the outcome replaces them.
  const retry = root.querySelector<HTMLButtonElement>(".jp-retry");
  retry?.addEventListener("click", () => {
    if (retry.getAttribute("aria-disabled") === "true") return;
    retry.setAttribute("aria-disabled", "true");
    root.setAttribute("aria-busy", "true");
    void run().finally(() => retry.removeAttribute("aria-disabled"));
  });
  $member.listen((m) => {
    if ((m?.currency ?? boot.currency) !== shown) void run();
  });
  setInterval(() => {
    if (document.visibilityState === "visible") void run();
  }, REFRESH_MS);
}
