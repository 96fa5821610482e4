// Ships to server and browser (pure). A rate in basis points (src/contract/agent.ts: 1 bp = 0.01 %) for people:
// 3500 → "35%", 1250 → "12.5%", in the page's language; the digits come from the integer, never a float product.
export function bpToFraction(bp: number): string {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new RangeError(`not a rate in basis points: ${bp}`);
  // bp / 10 000 as an exact decimal text: 3500 → "0.3500", 12 → "0.0012", 10 000 → "1.0000"
  const text = String(bp).padStart(5, "0");
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatRate(bp: number, locale: string): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2, numberingSystem: "latn" });
    formats.set(locale, f);
  }
  // ECMA-402 v3 formats a decimal string exactly.
  return f.format(bpToFraction(bp) as unknown as number);
}
