// Ships to server and browser (pure). What RecommendProject shares: the invite link of spec 001 §2
// (register query `invite`), its QR code as a matrix of dark modules, and the search input's rule.
import { encode } from "uqr";
import { RecommendSearchRequestSchema } from "../../contract/recommend.ts";
import type { Message } from "../../lib/i18n/message.ts";

/** `${origin}/?invite=CODE`: the home page turns `invite` into the recommend-code cookies (routing/guards.ts). */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/?invite=${encodeURIComponent(code)}`;
}

/** The QR code of a text: `size` modules a side, `dark[y][x]`; medium error correction, a 4-module quiet zone. */
export function qrMatrix(text: string): { size: number; dark: boolean[][] } {
  const r = encode(text, { ecc: "M", border: 4 });
  return { size: r.size, dark: r.data };
}

/** One SVG path of the dark modules (each a 1×1 square), so the QR code draws as one element. */
export function qrPath(dark: readonly (readonly boolean[])[]): string {
  let d = "";
  dark.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/** The search input's rule (the contract's schema, which the platform applies too). */
export function searchError(account: string): Message | null {
  if (account.trim() === "") return { key: "register.err.required" };
  return RecommendSearchRequestSchema.safeParse({ member_account: account }).success
    ? null
    : { key: "register.err.account" };
}
