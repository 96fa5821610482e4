// Small translated word lists the seeded game names are built from (English, Hindi, Tamil), so every game has a
// real name in each language and a member can search by any of them. Hindi adjectives are the invariant kind
// (no gender agreement needed); both Hindi and Tamil put the adjective before the noun, as English does.

/** [English, Hindi, Tamil] */
export type Tri = readonly [string, string, string];

export const ADJECTIVES: readonly Tri[] = [
  ["Golden", "स्वर्ण", "தங்க"],
  ["Lucky", "भाग्यशाली", "அதிர்ஷ்ட"],
  ["Royal", "शाही", "அரச"],
  ["Wild", "जंगली", "காட்டு"],
  ["Magic", "जादुई", "மாய"],
  ["Red", "लाल", "சிவப்பு"],
  ["Mighty", "शक्तिशाली", "வலிமையான"],
  ["Ancient", "प्राचीन", "பண்டைய"],
  ["Mystic", "रहस्यमय", "மர்ம"],
  ["Divine", "दिव्य", "தெய்வீக"],
  ["Super", "सुपर", "சூப்பர்"],
  ["Mega", "मेगा", "மெகா"],
  ["Shining", "चमकदार", "மின்னும்"],
  ["Silver", "रजत", "வெள்ளி"],
  ["Great", "महान", "மகா"],
  ["Sacred", "पवित्र", "புனித"],
  ["Eternal", "अनंत", "நித்திய"],
  ["Brave", "बहादुर", "வீர"],
  ["Swift", "तेज़", "வேக"],
  ["Sweet", "मधुर", "இனிய"],
  ["Secret", "गुप्त", "ரகசிய"],
  ["Cosmic", "ब्रह्मांडीय", "அண்ட"],
  ["Lunar", "चंद्र", "சந்திர"],
  ["Solar", "सौर", "சூரிய"],
  ["Desert", "रेगिस्तानी", "பாலைவன"],
  ["Grand", "भव्य", "பிரம்மாண்ட"],
  ["Hot", "गरम", "சூடான"],
  ["Rich", "धनी", "செல்வ"],
  ["Jade", "हरित", "பச்சை"],
  ["Emerald", "पन्ना", "மரகத"],
];

export const NOUNS: readonly Tri[] = [
  ["Tiger", "बाघ", "புலி"],
  ["Dragon", "ड्रैगन", "டிராகன்"],
  ["Elephant", "हाथी", "யானை"],
  ["Lion", "शेर", "சிங்கம்"],
  ["Peacock", "मोर", "மயில்"],
  ["Lotus", "कमल", "தாமரை"],
  ["Temple", "मंदिर", "கோயில்"],
  ["Treasure", "खज़ाना", "புதையல்"],
  ["Gems", "रत्न", "ரத்தினங்கள்"],
  ["Diamond", "हीरा", "வைரம்"],
  ["Crown", "मुकुट", "கிரீடம்"],
  ["Empire", "साम्राज्य", "பேரரசு"],
  ["King", "राजा", "ராஜா"],
  ["Queen", "रानी", "ராணி"],
  ["Palace", "महल", "அரண்மனை"],
  ["Ocean", "सागर", "கடல்"],
  ["River", "नदी", "நதி"],
  ["Moon", "चाँद", "நிலா"],
  ["Sun", "सूरज", "சூரியன்"],
  ["Star", "तारा", "நட்சத்திரம்"],
  ["Phoenix", "फ़ीनिक्स", "பீனிக்ஸ்"],
  ["Fish", "मछली", "மீன்"],
  ["Buffalo", "भैंसा", "எருமை"],
  ["Horse", "घोड़ा", "குதிரை"],
  ["Cobra", "कोबरा", "நாகம்"],
  ["Monkey", "बंदर", "குரங்கு"],
  ["Parrot", "तोता", "கிளி"],
  ["Jungle", "जंगल", "காடு"],
  ["Mountain", "पर्वत", "மலை"],
  ["Festival", "उत्सव", "திருவிழா"],
  ["Lantern", "लालटेन", "விளக்கு"],
  ["Coins", "सिक्के", "நாணயங்கள்"],
  ["Fire", "आग", "நெருப்பு"],
  ["Thunder", "गरज", "இடி"],
  ["Storm", "तूफ़ान", "புயல்"],
  ["Rose", "गुलाब", "ரோஜா"],
  ["Mango", "आम", "மாம்பழம்"],
  ["Rocket", "रॉकेट", "ராக்கெட்"],
  ["Genie", "जिन्न", "பூதம்"],
  ["Warrior", "योद्धा", "வீரன்"],
  ["Eagle", "बाज़", "கழுகு"],
  ["Wolf", "भेड़िया", "ஓநாய்"],
];

/** Suffixes: the first is "none". */
export const SUFFIXES: readonly Tri[] = [
  ["", "", ""],
  ["Deluxe", "डीलक्स", "டீலக்ஸ்"],
  ["Megaways", "मेगावेज़", "மெகாவேஸ்"],
  ["Rush", "रश", "ரஷ்"],
  ["Bonanza", "बोनान्ज़ा", "போனான்ஸா"],
  ["Jackpot", "जैकपॉट", "ஜாக்பாட்"],
  ["Quest", "खोज", "தேடல்"],
];

/** Slot label keys (/v2/game_label `main` after the fixed tabs, and each game's `labels`). */
export const SLOT_LABELS = ["video", "classic", "fishing", "megaways", "jackpot", "crash", "bingo"] as const;

/** Game types 3–9: the provider's lobby game (first) and its table games, in three languages. */
export const TABLE_GAMES: Readonly<Record<number, readonly Tri[]>> = {
  3: [
    ["Baccarat Lobby", "बैकारेट लॉबी", "பேக்கரட் லாபி"],
    ["Speed Baccarat", "स्पीड बैकारेट", "வேக பேக்கரட்"],
    ["Dragon Tiger", "ड्रैगन टाइगर", "டிராகன் டைகர்"],
    ["Roulette", "रूलेट", "ரூலெட்"],
    ["Andar Bahar Live", "अंदर बाहर लाइव", "அந்தர் பாஹர் நேரலை"],
    ["Teen Patti Live", "तीन पत्ती लाइव", "டீன் பட்டி நேரலை"],
  ],
  4: [
    ["Sportsbook", "स्पोर्ट्सबुक", "விளையாட்டு பந்தயம்"],
    ["Cricket Live", "क्रिकेट लाइव", "கிரிக்கெட் நேரலை"],
    ["In-Play", "इन-प्ले", "நேரடி பந்தயம்"],
  ],
  5: [
    ["Lottery Hall", "लॉटरी हॉल", "லாட்டரி அரங்கம்"],
    ["Keno 5", "केनो 5", "கீனோ 5"],
    ["Pick 3", "पिक 3", "பிக் 3"],
  ],
  6: [
    ["Card Lobby", "कार्ड लॉबी", "சீட்டு லாபி"],
    ["Teen Patti", "तीन पत्ती", "டீன் பட்டி"],
    ["Rummy", "रमी", "ரம்மி"],
    ["Andar Bahar", "अंदर बाहर", "அந்தர் பாஹர்"],
    ["Poker", "पोकर", "போக்கர்"],
    ["Ludo Quick", "लूडो क्विक", "லூடோ விரைவு"],
  ],
  7: [
    ["Virtual Lobby", "वर्चुअल लॉबी", "மெய்நிகர் லாபி"],
    ["Virtual Football", "वर्चुअल फ़ुटबॉल", "மெய்நிகர் கால்பந்து"],
    ["Virtual Cricket", "वर्चुअल क्रिकेट", "மெய்நிகர் கிரிக்கெட்"],
    ["Horse Racing", "घुड़दौड़", "குதிரைப் பந்தயம்"],
  ],
  8: [["Arena Lobby", "अखाड़ा लॉबी", "அரங்க லாபி"]],
  9: [
    ["Esports Lobby", "ईस्पोर्ट्स लॉबी", "மின்விளையாட்டு லாபி"],
    ["Dota League", "डोटा लीग", "டோட்டா லீக்"],
    ["CS Major", "सीएस मेजर", "சிஎஸ் மேஜர்"],
  ],
};

/** The game-type names the page shows (game_types.gt_name is the English one). */
export const GT_NAMES: Readonly<Record<number, Tri>> = {
  2: ["Slots", "स्लॉट", "ஸ்லாட்"],
  3: ["Live Casino", "लाइव कैसीनो", "நேரலை கேசினோ"],
  4: ["Sports", "खेल", "விளையாட்டு"],
  5: ["Lottery", "लॉटरी", "லாட்டரி"],
  6: ["Card Games", "कार्ड गेम", "சீட்டு விளையாட்டுகள்"],
  7: ["Virtual Sports", "वर्चुअल खेल", "மெய்நிகர் விளையாட்டுகள்"],
  8: ["Cockfight", "मुर्गा लड़ाई", "சேவல் சண்டை"],
  9: ["Esports", "ईस्पोर्ट्स", "மின்விளையாட்டுகள்"],
};
