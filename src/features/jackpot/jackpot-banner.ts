// Browser. Fills the home page's jackpot (JackpotBanner.astro, #home-jackpot) from jackpot.store.ts: until the
// first answer the digit cells shimmer empty (no invented figure); a failed first load shows the translated
// message with a Retry button (spec 000 §3; faults); the symbol follows the currency shown. Returns the cleanup.
import { readBoot } from "../../lib/boot/boot.ts";
import { CURRENCY_SYMBOLS } from "../../lib/config/constants.ts";
import { jackpotDigits } from "./jackpot.ts";
import { $jackpot, startJackpotStore, type JackpotState } from "./jackpot.store.ts";

function renderTotal(root: HTMLElement, total: number): void {
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
}

function show(root: HTMLElement, state: JackpotState["kind"]): void {
  root.dataset["state"] = state;
  if (state === "loading") root.setAttribute("aria-busy", "true");
  else root.removeAttribute("aria-busy");
  const error = root.querySelector<HTMLElement>(".jp-error");
  if (error) error.hidden = state !== "error";
}

export function startJackpot(): () => void {
  const root = document.getElementById("home-jackpot");
  if (!root) return () => undefined;
  const boot = readBoot();
  let symbolOf = "";
  const unsubscribe = $jackpot.subscribe((s) => {
    if (!s) return;
    if (s.currency !== symbolOf) {
      symbolOf = s.currency;
      const sym = root.querySelector(".jp-sym");
      if (sym) sym.textContent = CURRENCY_SYMBOLS[s.currency];
    }
    if (s.kind === "ready") renderTotal(root, s.total);
    show(root, s.kind);
  });
  const store = startJackpotStore({ siteCurrency: boot.currency, lang: boot.lang });
  // Retry keeps the message and the focused button in place (aria-disabled, not disabled, so focus stays)
  // while the call runs; the outcome replaces them.
  const retry = root.querySelector<HTMLButtonElement>(".jp-retry");
  const onRetry = () => {
    if (!retry || retry.getAttribute("aria-disabled") === "true") return;
    retry.setAttribute("aria-disabled", "true");
    root.setAttribute("aria-busy", "true");
    void store.retry().finally(() => retry.removeAttribute("aria-disabled"));
  };
  retry?.addEventListener("click", onRetry);
  return () => {
    store.stop();
    unsubscribe();
    retry?.removeEventListener("click", onRetry);
  };
}
