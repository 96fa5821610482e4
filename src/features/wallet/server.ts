// What only the server renders of the wallet feature: its member-centre page (spec 001 §2 my_wallet).
export { default as MyWalletPage } from "./MyWalletPage.astro";
