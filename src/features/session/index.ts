// What other parts of the site may use of the session feature.
export { default as AccountBar } from "./AccountBar.tsx";
export { default as AccountModals } from "./AccountModals.tsx";
export { formatBalance } from "./balance-format.ts";
export { sessionGateScript, SESSION_ATTRIBUTE, type SessionGate } from "./gate.ts";
