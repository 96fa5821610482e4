// Browser. The auth feature's page-level start and the header's two actions, kept apart from index.ts (whose
// modals bring forms, the captcha and the sanitiser): the account loader imports this on every signed-in page
// before any interaction, the modals load only when one opens (AccountModals; DESIGN JS budget).
export { startAuth, requestLogout, refreshMemberBalance } from "./start.ts";
