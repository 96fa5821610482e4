// What only the server renders of the records feature: its member-centre page (spec 001 §2 transaction_record).
export { default as TransactionPage } from "./TransactionPage.astro";
