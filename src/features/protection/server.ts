// What only the server renders of player protection: its member-centre pages (group responsible_gaming).
export { default as ResponsibleGamingPage } from "./ResponsibleGamingPage.astro";
export { default as TimeOutPage } from "./TimeOutPage.astro";
export { default as SelfExclusionPage } from "./SelfExclusionPage.astro";
export { default as WithdrawOnlyPage } from "./WithdrawOnlyPage.astro";
