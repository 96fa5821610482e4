// Server only. Every locale file, for rendering pages on the server. Islands get only their language (see boot.ts).
import type { Language } from "../config/constants.ts";
import zh_TW from "../../../locales/zh_TW.json";
import zh_CN from "../../../locales/zh_CN.json";
import en_US from "../../../locales/en_US.json";
import vi_VN from "../../../locales/vi_VN.json";
import ko_KR from "../../../locales/ko_KR.json";
import ja_JP from "../../../locales/ja_JP.json";
import th_TH from "../../../locales/th_TH.json";
import hi_IN from "../../../locales/hi_IN.json";
import my_MM from "../../../locales/my_MM.json";
import ta_IN from "../../../locales/ta_IN.json";
import bn_BD from "../../../locales/bn_BD.json";

export type Messages = Record<string, string>;

export const RESOURCES: Readonly<Record<Language, Messages>> = {
  zh_TW,
  zh_CN,
  en_US,
  vi_VN,
  ko_KR,
  ja_JP,
  th_TH,
  hi_IN,
  my_MM,
  ta_IN,
  bn_BD,
};
