// Ships to server only. The names of the inline icons of Icon.astro.
export type IconName =
  | "home" | "gift" | "wallet" | "deposit" | "withdraw" | "userPlus" | "star" | "mail" | "megaphone" | "headset"
  | "globe" | "chevron" | "user" | "lock" | "download" | "shield" | "clock" | "search" | "back" | "android" | "apple"
  | "slot" | "live" | "sport" | "lottery" | "chess" | "virtual" | "cockfight" | "esport" | "trophy" | "menu";
