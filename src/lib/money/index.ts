// Ships to server and browser (pure). Money: minor-unit arithmetic and one way to show an amount (spec 000 §9).
export {
  formatDecimalMoney,
  formatMinorMoney,
  formatMoney,
  fromMinor,
  minorDigits,
  minorToDecimal,
  MONEY_DASH,
  sameMoney,
  sumMinor,
  sumMoney,
  toMinor,
} from "./money.ts";
