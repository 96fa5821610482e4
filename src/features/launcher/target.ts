// Browser and server (pure). What the rest of the site hands the launcher to start a game (spec 000 §3 game
// provider item; §4 start). Built from a catalogue item, a banner's game_link_parameter or a quick-bet U003.
export interface GameTarget {
  gpId: string;
  /** Game type 2–9 (spec 000 §1). */
  gtId: number;
  /** Empty for a provider's lobby game (types other than slot). */
  gameCode: string;
  house: number;
  /** A customized game may start through the demo path without login (spec 000 §5). */
  customized: boolean;
  /** The game's name in the page's language, for the loading state and messages. */
  name?: string;
  /** The currency of a quick-access link: a link for another currency than the site's is ignored (spec 000 §5). */
  currency?: string;
}

export interface StartOptions {
  /** Demo play with play money (spec 000 §6, §7 /demo/play); no login needed. */
  demo?: boolean;
}

/** The launcher's flags other features read (spec 000 §4 game session flags). */
export interface GameActivity {
  starting: boolean;
  quitting: boolean;
  /** A game is open in a window, the modal or /play. */
  open: boolean;
}

/** The rule other rules ask (the logout guard, member links, quick game): a game is starting or open in this tab. */
export const isGameRunning = (a: Pick<GameActivity, "starting" | "open">): boolean => a.starting || a.open;
