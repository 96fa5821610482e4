// Ships to server and browser. Where the player-protection pages are (player protection: the "Safer gambling"
// page is linked from the footer, the member centre and every limit message).

/** The "Safer gambling" content page (unprefixed; add the locale prefix). */
export const SAFER_GAMBLING_PATH = "/safer-gambling";

/** The member centre's tools overview (menu group responsible_gaming). */
export const RESPONSIBLE_GAMING_PATH = "/user/ResponsibleGaming";
