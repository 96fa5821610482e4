// Seed data: the provider app table (spec 000 §3, about 110 codes, GPEA and GPNE inactive) and game names.
// Names are invented for the sandbox; gt lists say which game types (spec 000 §1) a provider serves.

/** [gp_id, gp_name, game types] */
export const PROVIDERS: readonly (readonly [string, string, readonly number[]])[] = [
  ["GPAG", "Asia Gaming", [3, 2]], ["GPEA", "East Asia Live", [3]], ["GPNE", "NetEntertain", [2]],
  ["GPR8", "R8 Slots", [2]], ["GPJD", "JD Bingo", [2, 6]], ["GPFC", "Fa Chai", [2]], ["GPJL", "Jili Games", [2, 6]],
  ["GPLL", "Lucky Lion", [2]], ["GPNL", "Nova Live", [3]], ["GPBB", "BigBet Live", [3, 5]],
  ["GPEV", "Evo Tables", [3]], ["GPSA", "SA Casino", [3]], ["GPSX", "Sexy Baccarat", [3]], ["GPDG", "Dream Gaming", [3]],
  ["GPWM", "WM Live", [3]], ["GPOG", "Orient Gaming", [3]], ["GPBG", "Big Gaming", [3, 2]], ["GPPP", "Pragmatic Play", [2, 3]],
  ["GPPG", "Pocket Slots", [2]], ["GPCQ", "CQ Nine", [2]], ["GPKA", "KA Gaming", [2]], ["GPSG", "Spade Gaming", [2]],
  ["GPHB", "Habanero Studio", [2]], ["GPRT", "Red Tiger Reels", [2]], ["GPPN", "Play N Spin", [2]], ["GPMG", "Micro Games", [2]],
  ["GPYG", "Yggdra Slots", [2]], ["GPBS", "Betsoft Reels", [2]], ["GPQS", "Quick Spin", [2]], ["GPNS", "Nolimit Slots", [2]],
  ["GPRL", "Relax Reels", [2]], ["GPTK", "Thunder Kick", [2]], ["GPEL", "Elk Studio", [2]], ["GPBP", "Blueprint Reels", [2]],
  ["GPPT", "Playtech Asia", [2, 3]], ["GPFG", "Funky Games", [2, 6]], ["GPJK", "Joker Slots", [2]], ["GPMP", "Mega Plus", [2]],
  ["GPTT", "Top Trend", [2]], ["GPDS", "Dragoon Soft", [2]], ["GPAM", "Ameba Reels", [2]], ["GPYB", "Yes Bingo", [2, 5]],
  ["GPSB", "Saba Sports", [4]], ["GPCM", "CMD Sports", [4]], ["GPBT", "BTi Sports", [4]], ["GPIM", "IM Sports", [4, 9]],
  ["GPSS", "Super Sports", [4]], ["GPUG", "United Gaming Sports", [4]], ["GPPB", "Pinnacle Book", [4, 9]], ["GPBY", "Bet Yard", [4]],
  ["GPCR", "Cricket Exchange", [4]], ["GPLX", "Lotto Express", [5]], ["GPGL", "Gold Lotto", [5]], ["GPVR", "VR Lottery", [5]],
  ["GPTC", "TC Lottery", [5]], ["GPSL", "Super Lotto", [5]], ["GPKN", "Keno Club", [5]], ["GPTP", "Teen Patti Club", [6]],
  ["GPKY", "Kaiyuan Cards", [6]], ["GPLY", "Leyou Cards", [6]], ["GPMT", "Mantra Cards", [6]], ["GPAB", "Andar Bahar House", [6]],
  ["GPRM", "Rummy Mahal", [6]], ["GPPK", "Poker Kings", [6]], ["GPVS", "Virtual Stadium", [7]], ["GPGV", "Golden Virtuals", [7]],
  ["GPKR", "Kiron Virtual", [7]], ["GPS1", "SV388 Cockfight", [8]], ["GPWS", "WS168 Arena", [8]], ["GPDB", "Derby Pit", [8]],
  ["GPTF", "TF Esports", [9]], ["GPIA", "IA Esports", [9]], ["GPAV", "Avia Esports", [9]], ["GPES", "eSport Legends", [9]],
  ["GPFH", "Fish Hunter", [2]], ["GPOC", "Ocean King", [2]], ["GPGG", "Go Gaming", [2]], ["GPMW", "Mancala Works", [2]],
  ["GPBN", "Booongo Reels", [2]], ["GPEG", "Evoplay Games", [2]], ["GPSP", "Spinomenal", [2]], ["GPWZ", "Wazdan Slots", [2]],
  ["GPGA", "Gameart Studio", [2]], ["GPIS", "Isoft Reels", [2]], ["GPPS", "Playson Reels", [2]], ["GPBC", "Booming Casino", [2]],
  ["GPAP", "Apollo Play", [2]], ["GPRS", "Rich Slots", [2]], ["GPLH", "Lucky Horse", [2]], ["GPFT", "Fortune Tree", [2]],
  ["GPMN", "Mini Games", [2, 6]], ["GPCL", "Crash Lab", [2]], ["GPSM", "Smart Soft", [2]], ["GPTB", "TaDa Bingo", [2, 5]],
  ["GPHS", "Hacksaw Slots", [2]], ["GPAX", "Aviatrix", [2]], ["GPSK", "Spribe Kit", [2]], ["GPXG", "Xtreme Live", [3]],
  ["GPVV", "Vivo Live", [3]], ["GPEZ", "Ezugi Tables", [3]], ["GPAL", "Allbet Live", [3]], ["GPMX", "MX Live", [3]],
  ["GPGD", "Gold Deluxe", [3]], ["GPPL", "Prime Live", [3]], ["GPN2", "N2 Live", [3]], ["GPLC", "Lucky Casino", [3]],
  ["GPHG", "HoGaming Live", [3]], ["GPWE", "World Entertainment", [3]], ["GPIG", "Idn Games", [6]], ["GPGK", "Galaxy Keno", [5]],
] as const;

export const INACTIVE_PROVIDERS = ["GPEA", "GPNE"] as const;

export const SLOT_NAMES = [
  "Golden Empire", "Fortune Gems", "Super Ace", "Money Coming", "Lucky Tiger", "Dragon Treasure", "Mahjong Ways",
  "Crazy Seven", "Boxing King", "Charge Buffalo", "Wild Ace", "Jungle King", "Royal Fishing", "Ocean Pearl",
  "Diamond Party", "Lotus Bloom", "Ganesha Gold", "Bombay Nights", "Monsoon Riches", "Tiger's Fortune",
];
export const LIVE_NAMES = ["Baccarat Lobby", "Speed Baccarat", "Dragon Tiger", "Roulette", "Andar Bahar", "Teen Patti Live"];
export const SPORT_NAMES = ["Sportsbook", "Cricket Live", "In-Play"];
export const LOTTERY_NAMES = ["Lottery Hall", "Keno 5", "Pick 3"];
export const CHESS_NAMES = ["Teen Patti", "Rummy", "Andar Bahar", "Poker", "Ludo Quick"];
export const VIRTUAL_NAMES = ["Virtual Football", "Virtual Cricket", "Horse Racing"];
export const COCKFIGHT_NAMES = ["Arena Lobby"];
export const ESPORT_NAMES = ["Esports Lobby", "Dota League", "CS Major"];

export const NAMES_BY_TYPE: Readonly<Record<number, readonly string[]>> = {
  2: SLOT_NAMES, 3: LIVE_NAMES, 4: SPORT_NAMES, 5: LOTTERY_NAMES, 6: CHESS_NAMES, 7: VIRTUAL_NAMES, 8: COCKFIGHT_NAMES,
  9: ESPORT_NAMES,
};
