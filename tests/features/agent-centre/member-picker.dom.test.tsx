// Transfer's receiver is chosen from the agent's DIRECT members (spec 001 §2 Transfer: "to a direct downline
// member"), never typed as an id: a combobox listing each member's account, name and balance, usable with the
// keyboard alone (arrows, Enter, Escape) and with a press.
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { islandTests } from "../../helpers/islands.ts";
import type * as Api from "../../../src/lib/api/index.ts";

const asked = vi.hoisted(() => [] as unknown[]);
const MEMBERS = [
  { account: "a01m0003", name: "Diya Sharma", cash: 12_345, status: "active" },
  { account: "a01m0007", name: null, cash: 0, status: "active" },
  { account: "a01m0011", name: "Meera Iyer", cash: 500_00, status: "frozen" },
];
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }, body: { search?: string }) => {
    if (def.path !== "/api/agent/transfer_members") return new Promise(() => undefined);
    asked.push(body);
    const text = (body.search ?? "").toLowerCase();
    const rows = MEMBERS.filter((m) => !text || m.account.includes(text) || m.name?.toLowerCase().includes(text));
    return Promise.resolve({ currency: "INR", rows, total_count: text ? rows.length : 31 });
  },
}));

const { default: MemberPicker } = await import("../../../src/features/agent-centre/MemberPicker.tsx");
const store = await import("../../../src/features/agent-centre/transfer.store.ts");

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
};
/** Past the search pause (the list is asked 60 ms after the last keystroke). */
const settle = async () => {
  await act(() => new Promise((r) => setTimeout(r, 80)));
  await flush();
};

islandTests();
beforeEach(async () => {
  asked.length = 0;
  store.typePick("");
  store.transferForm.reset();
  await store.loadPickList();
});

describe("the transfer's member picker", () => {
  it("lists the direct members with name and balance, and says when there are more than it shows", async () => {
    render(<MemberPicker error={null} />);
    const box = screen.getByRole("combobox", { name: "Member account" });
    await userEvent.click(box);
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "a01m0003Diya SharmaBalance ₹123.45",
      "a01m0007–Balance ₹0.00",
      "a01m0011Meera IyerBalance ₹500.00",
    ]);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("3 of 31 shown: type more to narrow the list.")).toBeTruthy();
  });

  it("keyboard alone: ArrowDown moves the active option, Enter chooses it and sets the form's account", async () => {
    render(<MemberPicker error={null} />);
    const box = screen.getByRole("combobox", { name: "Member account" });
    box.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe("transfer-account-option-1");
    await userEvent.keyboard("{Enter}");
    expect(store.transferForm.$state.get().values.account).toBe("a01m0007");
    expect((box as HTMLInputElement).value).toBe("a01m0007");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("transfer-picked").textContent).toBe("Chosen: a01m0007 (–), balance ₹0.00.");
    // Escape closes an open list; on a closed one it empties the text and drops the choice.
    await userEvent.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.keyboard("{Escape}");
    expect((box as HTMLInputElement).value).toBe("");
    expect(store.transferForm.$state.get().values.account).toBe("");
  });

  it("a press chooses the member under it, even when a search answer replaces the list before the release", async () => {
    render(<MemberPicker error={null} />);
    const box = screen.getByRole("combobox", { name: "Member account" });
    await userEvent.click(box);
    const meera = screen.getAllByRole("option")[2]!;
    fireEvent.mouseDown(meera);
    expect(store.transferForm.$state.get().values.account).toBe("a01m0011");
    expect(document.activeElement).toBe(box);
  });

  it("typing searches account or name after the pause, and drops an earlier choice", async () => {
    render(<MemberPicker error={null} />);
    const box = screen.getByRole("combobox", { name: "Member account" });
    await userEvent.click(box);
    await userEvent.click(screen.getAllByRole("option")[0]!);
    expect(store.transferForm.$state.get().values.account).toBe("a01m0003");
    await userEvent.clear(box);
    await userEvent.type(box, "meera");
    expect(store.transferForm.$state.get().values.account).toBe(""); // the text no longer names the choice
    await settle();
    expect(asked.at(-1)).toEqual({ search: "meera" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["a01m0011Meera IyerBalance ₹500.00"]);
    await userEvent.clear(box);
    await userEvent.type(box, "zzz");
    await settle();
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText("No direct member matches.")).toBeTruthy();
  });

  it("a text longer than an account is refused under the box, with no call", async () => {
    render(<MemberPicker error={null} />);
    const box = screen.getByRole("combobox", { name: "Member account" });
    const before = asked.length;
    await userEvent.type(box, "x".repeat(13));
    await settle();
    expect(asked.length).toBe(before);
    expect(screen.getByRole("alert").textContent).toMatch(/12/);
  });
});
