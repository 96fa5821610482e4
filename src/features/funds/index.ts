// What other parts of the site may use of the funds feature (issue 11: bind account, deposit, withdrawal, record).
export { default as BindAccount } from "./BindAccount.tsx";
export { default as Deposit } from "./Deposit.tsx";
export { default as Withdrawal } from "./Withdrawal.tsx";
export { default as DwRecords } from "./DwRecords.tsx";
export { dayRange, memberTimeZone } from "./date-range.ts";
