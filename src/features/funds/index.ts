// What other parts of the site may use of the funds feature (bind account, deposit, withdrawal, records): in the
// browser, the funds forms' pieces the agent centre's transfer reuses (one idempotency key per submission, the
// field errors, the foot with the refusal above the button); pages render its member-centre pages and the deposit
// form from server.ts.
export { createFormStore, type FormStore } from "./form.store.ts";
export type { FieldErrors, FormState } from "./form.machine.ts";
export { FundsFoot, WithdrawFields, fieldError } from "./FundsParts.tsx";
// The withdraw-only page of a timed-out or self-excluded member (features/protection) checks and words a withdrawal
// as the Withdrawal page does.
export { validateWithdraw } from "./validate.ts";
export { refusalFor } from "./api.ts";
