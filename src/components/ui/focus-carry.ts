// Browser (inert on the server). Whether the previous page of this tab carried a focus request over (see
// focus.store.ts): a check cheap enough for every page, so the store itself loads only when there is one.

/** Tab-scoped (sessionStorage). Our key, not the spec's. */
export const CARRY_KEY = "lobby.focusAfterNavigation";

export function hasCarriedFocus(): boolean {
  try {
    return typeof sessionStorage !== "undefined" && sessionStorage.getItem(CARRY_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing can have been carried
  }
}
