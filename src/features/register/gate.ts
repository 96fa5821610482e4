// Browser and server (pure). The birthday choices the registration form offers.

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
