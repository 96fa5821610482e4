// What other parts of the site may use of the security feature: the second factor of a guarded call (funds), and
// the words of its refusals (the login's second step). Its page is rendered from server.ts.
export { withTwoFactor, twoFactorRefusal, TwoFactorCancelled } from "./two-factor-prompt.ts";
export { loginTwoFactorMessage, normalizeCode, isCodeShape } from "./codes.ts";
