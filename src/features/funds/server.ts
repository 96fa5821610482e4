// What only the server renders of the funds feature: its member-centre pages (spec 001 §2 account_info,
// fund_management, transaction_record), and the deposit form /fastPayment shows.
export { default as DepositForm } from "./DepositForm.astro";
export { default as BindAccountPage } from "./BindAccountPage.astro";
export { default as DepositPage } from "./DepositPage.astro";
export { default as DWRecordPage } from "./DWRecordPage.astro";
export { default as WithdrawalPage } from "./WithdrawalPage.astro";
