// Ships to server and browser (pure). Money: minor-unit arithmetic and the one formatMoney (spec 000 §9).
export { formatMoney, fromMinor, minorDigits, MONEY_DASH, sameMoney, sumMinor, sumMoney, toMinor } from "./money.ts";
