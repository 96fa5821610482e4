// What other parts of the site may use of the wallet feature (MyWallet).
export { default as WalletPanel, type WalletPanelProps } from "./WalletPanel.tsx";
export { loadMyCash, pressBack, $myCash, $transferBack, $getBack } from "./wallet.store.ts";
export { default as ProviderMoney } from "./ProviderMoney.tsx";
