// Browser and server (pure). Whether an address carries an ad click (the `fbclid` query value, spec 001 §2):
// the check every page makes, so the code that writes the ad-tracking cookies (ad-tracking.ts) loads only then.
export function carriesAdClick(search: string): boolean {
  return new URLSearchParams(search).has("fbclid");
}
