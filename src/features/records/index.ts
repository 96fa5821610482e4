// What other parts of the site may use of the records feature (issue 11 Transaction).
export { default as TransactionRecords } from "./TransactionRecords.tsx";
