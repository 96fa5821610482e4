// /user?page=… (spec 001 §2 member centre): the page asked for, in any case, or an alias a link in the wild
// uses; Info for anything else.
import { describe, expect, it } from "vitest";
import {
  MEMBER_PAGES,
  PROXY_CENTER_PAGES,
  PROXY_PAGES,
  memberPageAt,
  memberPageFor,
  proxyPageAt,
} from "../../../src/lib/routing/member-menu.ts";

describe("the member page a ?page= value asks for (spec 001 §2)", () => {
  it.each([
    ["Recommend", "RecommendProject"],
    ["recommend", "RecommendProject"],
    ["recommend_award", "RecommendProject"],
    ["recommendproject", "RecommendProject"],
    ["Deposit", "Deposit"],
    ["deposit", "Deposit"],
    ["wallet", "MyWallet"],
    ["", "Info"],
    [null, "Info"],
    ["Nope", "Info"],
    ["__proto__", "Info"],
    ["constructor", "Info"],
  ] as const)("%s → %s", (requested, page) => {
    expect(memberPageFor(requested)).toBe(page);
  });
  it("every page of the menu is its own answer", () => {
    for (const p of MEMBER_PAGES) expect(memberPageFor(p)).toBe(p);
  });
});

// One route each serves /user, /user?page=… and /user/{page}; /proxy, /proxy?page=…, /proxy/{page} and
// /proxy/ProxyCenter/{page} (spec 000 §2, spec 001 §2). null: not found.
describe("the member page an address asks for (spec 001 §2)", () => {
  it.each([
    [undefined, null, "Info"],
    [undefined, "wallet", "MyWallet"],
    ["", "Deposit", "Deposit"],
    ["Deposit", null, "Deposit"],
    ["Deposit", "Letter", "Deposit"],
    ["deposit", null, null],
    ["Nope", null, null],
    ["Info/extra", null, null],
  ] as const)("path %s, ?page=%s → %s", (path, requested, page) => {
    expect(memberPageAt(path, requested)).toBe(page);
  });
  it("every page of the menu has its own address", () => {
    for (const p of MEMBER_PAGES) expect(memberPageAt(p, null)).toBe(p);
  });
});

describe("the agent page an address asks for (spec 000 §2, spec 001 §2)", () => {
  it.each([
    [undefined, null, "Plan"],
    [undefined, "Register", "Register"],
    [undefined, "Nope", "Plan"],
    [undefined, "ProxyCenter/Transfer", "Plan"],
    ["Agreement", null, "Agreement"],
    ["ProxyCenter", null, "ProxyCenter"],
    ["ProxyCenter/Transfer", null, "ProxyCenter/Transfer"],
    ["ProxyCenter/Nope", null, null],
    ["ProxyCenter/Transfer/x", null, null],
    ["Transfer", null, null],
    ["Plan/Transfer", null, null],
    ["register", null, null],
  ] as const)("path %s, ?page=%s → %s", (path, requested, page) => {
    expect(proxyPageAt(path, requested)).toBe(page);
  });
  it("every page of the menu and of the centre has its own address", () => {
    for (const p of PROXY_PAGES) expect(proxyPageAt(p, null)).toBe(p);
    for (const s of PROXY_CENTER_PAGES) expect(proxyPageAt(`ProxyCenter/${s}`, null)).toBe(`ProxyCenter/${s}`);
  });
});
