// What only the server renders of the agent-centre feature: its report and money pages (spec 001 §2 ProxyCenter:
// DownlineInfo, OperationTable, StratifiedTable, Transfer, PerformanceSettlement), placed by /proxy's route.
export { default as DownlineInfoPage } from "./DownlineInfoPage.astro";
export { default as OperationTablePage } from "./OperationTablePage.astro";
export { default as StratifiedTablePage } from "./StratifiedTablePage.astro";
export { default as TransferPage } from "./TransferPage.astro";
export { default as PerformanceSettlementPage } from "./PerformanceSettlementPage.astro";
