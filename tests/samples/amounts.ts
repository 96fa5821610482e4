// The canonical bad amounts ("Bad input": an amount is typed text, read digit by digit by parseAmount in
// src/contract/funds.ts). Every form and call that takes an amount refuses these; each test maps the reason to
// its own code (a field error key, a limit call's problem), so a new bad input is added once, here.
import type { AmountProblem } from "../../src/contract/funds.ts";

export type BadAmount = { readonly name: string; readonly text: string; readonly problem: AmountProblem };

/** In a two-digit currency (INR), the member's usual one. */
export const BAD_AMOUNTS: readonly BadAmount[] = [
  { name: "empty", text: "", problem: "required" },
  { name: "negative", text: "-5", problem: "negative" },
  { name: "zero", text: "0", problem: "zero" },
  { name: "over-precise", text: "100.005", problem: "decimals" },
  { name: "an exponent", text: "1e3", problem: "format" },
  { name: "letters", text: "ten", problem: "format" },
  { name: "NaN", text: "NaN", problem: "format" },
];
