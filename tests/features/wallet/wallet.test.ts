// What the wallet panel shows of my_cash (spec 000 §3 Wallet, §7): the total is the sum of the amounts shown,
// added in minor units (money is never shown created or lost), and the /play rule of spec 000 §4.
import { describe, expect, it } from "vitest";
import { isPlayPath } from "../../../src/features/wallet/transfer-back.machine.ts";
import {
  litProvider,
  providerMinor,
  surplusHintShown,
  walletView,
  type MyCash,
} from "../../../src/features/wallet/wallet.ts";

const entry = (gp_id: string, cash: number, is_light: 0 | 1 = 0) => ({
  gp_id,
  gp_name: `${gp_id} name`,
  is_light,
  icon_light: `/sandbox/img/gp/${gp_id}-light.svg`,
  icon_dark: `/sandbox/img/gp/${gp_id}-dark.svg`,
  cash,
});

describe("walletView (spec 000 §3 my_cash_list and total)", () => {
  it("adds the main wallet and every provider wallet in paise: 0.1 + 0.2 + 1000.01 is 1000.31", () => {
    const cash: MyCash = {
      member_cash: 1000.01,
      total: 1000.31,
      my_cash_list: [entry("GPR8", 0.1), entry("GPJL", 0.2)],
    };
    const view = walletView(cash, "INR");
    expect(view.mainMinor).toBe(100001);
    expect(view.providers.map((p) => p.minor)).toEqual([10, 20]);
    expect(view.totalMinor).toBe(100031);
    expect(providerMinor(view)).toBe(30);
    expect(view.totalMismatch).toBe(false);
  });

  it("shows the lit provider (is_light 1, the one being played) with icon_light, the others with icon_dark", () => {
    const view = walletView({ member_cash: 0, total: 5, my_cash_list: [entry("GPR8", 5, 1), entry("GPJL", 0)] }, "INR");
    expect(view.providers[0]).toMatchObject({ gpId: "GPR8", lit: true, icon: "/sandbox/img/gp/GPR8-light.svg" });
    expect(view.providers[1]).toMatchObject({ gpId: "GPJL", lit: false, icon: "/sandbox/img/gp/GPJL-dark.svg" });
  });

  it("flags a platform total that is not the sum of its parts (the parts are what is shown)", () => {
    const view = walletView({ member_cash: 10, total: 12, my_cash_list: [entry("GPR8", 1)] }, "INR");
    expect(view.totalMinor).toBe(1100);
    expect(view.totalMismatch).toBe(true);
  });

  it("JPY has no minor unit", () => {
    expect(walletView({ member_cash: 1500, total: 1500, my_cash_list: [] }, "JPY").totalMinor).toBe(1500);
  });
});

describe("isPlayPath (spec 000 §4: transfer back is disabled on /play)", () => {
  it.each([
    ["/play", "", true],
    ["/play/", "", true],
    ["/hi_IN/play", "/hi_IN", true],
    ["/player", "", false],
    ["/", "", false],
    ["/hi_IN/user/MyWallet", "/hi_IN", false],
  ])("%s under prefix '%s' is %s", (path, prefix, expected) => {
    expect(isPlayPath(path, prefix)).toBe(expected);
  });
});

describe("the cash-surplus hint and the lit provider", () => {
  const zero = walletView({ member_cash: 50, total: 50, my_cash_list: [entry("GPR8", 0), entry("GPJL", 0)] }, "INR");
  const some = walletView({ member_cash: 50, total: 50.01, my_cash_list: [entry("GPR8", 0.01)] }, "INR");

  it.each([
    ["programme active, every provider at ₹0.00: hidden", true, zero, false],
    ["programme active, a provider holds ₹0.01: shown", true, some, true],
    ["programme active, my_cash not known yet: hidden", true, null, false],
    ["programme inactive: hidden", false, some, false],
  ] as const)("%s", (_name, active, view, shown) => {
    expect(surplusHintShown(active, view)).toBe(shown);
  });

  it("a lit provider is one being played; unknown while my_cash is", () => {
    expect(litProvider(null)).toBeNull();
    expect(litProvider(zero)).toBe(false);
    expect(litProvider(walletView({ member_cash: 0, total: 5, my_cash_list: [entry("GPR8", 5, 1)] }, "INR"))).toBe(
      true,
    );
  });
});
