// Browser. Fills the home page's jackpot (#home-jackpot) from /api/v2/get_jackpot in the page's currency,
// then refreshes it every minute while the page is visible. Until the first answer the digits stay dimmed
// zeros (no invented figure); a failed call keeps the last figure and tries again at the next refresh.
import { readBoot } from "../../lib/boot/boot.ts";
import { jackpotDigits, jackpotFromEnvelope } from "./jackpot.ts";

const REFRESH_MS = 60_000;

async function load(root: HTMLElement, currency: string, lang: string): Promise<void> {
  try {
    const res = await fetch("/api/v2/get_jackpot", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", lang },
      body: JSON.stringify({ currency }),
    });
    const total = jackpotFromEnvelope(await res.json());
    if (total === null) return;
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
  const run = () => void load(root, boot.currency, boot.lang);
  run();
  setInterval(() => {
    if (document.visibilityState === "visible") run();
  }, REFRESH_MS);
}
