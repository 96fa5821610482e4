// Browser and server (pure). Who may see the registration form, and the birthday choices it offers.

import type { RegisterVariant } from "./register.store.ts";

/**
 * The agent centre's Register page registers downline members: it needs a signed-in agent, a member whose
 * member_type is not 1 (spec 001 §6 "member_type other than 1"). The sign-up modal is open to everyone.
 * "wait": the session is not read yet; "login": nobody is signed in; "notAgent": a plain member is.
 */
export type RegisterGate = "form" | "wait" | "login" | "notAgent";

export function registerGate(
  variant: RegisterVariant,
  session: { ready: boolean; member: { memberType: number } | null },
): RegisterGate {
  if (variant !== "agent") return "form";
  if (session.member && session.member.memberType !== 1) return "form";
  if (!session.ready) return "wait";
  return session.member ? "notAgent" : "login";
}

/** Members are adults: the newest birth year offered is 18 years ago, the oldest 100 (spec 001 §5 birthday). */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 100;

export interface BirthdayOptions {
  years: string[];
  months: string[];
  days: string[];
}

/** The three selects' choices, newest year first, for a form shown at `now`. */
export function birthdayOptions(now: Date): BirthdayOptions {
  const newest = now.getFullYear() - MIN_AGE_YEARS;
  return {
    years: Array.from({ length: MAX_AGE_YEARS - MIN_AGE_YEARS + 1 }, (_, i) => String(newest - i)),
    months: Array.from({ length: 12 }, (_, i) => String(i + 1)),
    days: Array.from({ length: 31 }, (_, i) => String(i + 1)),
  };
}
