// Browser. Fills the home page's jackpot (#home-jackpot) from jackpot.store.ts: until the first answer the
// digits stay dimmed zeros (no invented figure); the symbol follows the currency shown. Returns the cleanup.
import { readBoot } from "../../lib/boot/boot.ts";
import { CURRENCY_SYMBOLS } from "../../lib/config/constants.ts";
import { jackpotDigits } from "./jackpot.ts";
import { $jackpot, startJackpotStore } from "./jackpot.store.ts";

export { $jackpot, startJackpotStore, type JackpotState } from "./jackpot.store.ts";

function render(root: HTMLElement, total: number): void {
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
    if (s.kind === "ready") render(root, s.total);
  });
  const stop = startJackpotStore({ siteCurrency: boot.currency, lang: boot.lang });
  return () => {
    stop();
    unsubscribe();
  };
}
