// A funds form's store (form.store over form.machine, "Bad input"): field errors block the submit, a second press
// while a submission is on its way sends nothing, a refusal keeps the values and the idempotency key (a retry must
// not create a second order), a success empties the form and takes a new key.
import { describe, expect, it } from "vitest";
import { createFormStore } from "../../../src/features/funds/form.store.ts";

const make = () => createFormStore(() => ({ amount: "", bank: "" }));

describe("createFormStore", () => {
  it("starts editing the initial values with a request id", () => {
    const f = make();
    const s = f.$state.get();
    expect(s).toMatchObject({ kind: "editing", values: { amount: "", bank: "" }, errors: {}, refused: null });
    expect(s.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("input changes the value and takes that field's error away", () => {
    const f = make();
    expect(
      f.submit({ amount: { key: "funds.err.amount_below_min" }, bank: { key: "funds.err.account_number" } }),
    ).toBeNull();
    expect(f.$state.get().errors).toEqual({
      amount: { key: "funds.err.amount_below_min" },
      bank: { key: "funds.err.account_number" },
    });
    f.input("amount", "100");
    expect(f.$state.get()).toMatchObject({
      kind: "editing",
      values: { amount: "100", bank: "" },
      errors: { bank: { key: "funds.err.account_number" } },
    });
  });

  it("editing → submitting with the same key; a double submit returns null and changes nothing", () => {
    const f = make();
    f.input("amount", "100");
    const id = f.$state.get().requestId;
    const s = f.submit({});
    expect(s).toMatchObject({ kind: "submitting", values: { amount: "100" }, requestId: id });
    expect(f.submit({})).toBeNull();
    expect(f.$state.get()).toBe(s);
  });

  it("a refusal on a field keeps the values and the key; one above the button shows as refused", () => {
    const f = make();
    f.input("amount", "5");
    const id = f.$state.get().requestId;
    f.submit({});
    f.send({ type: "refused", field: "amount", message: { text: "too small" } });
    expect(f.$state.get()).toMatchObject({
      kind: "editing",
      values: { amount: "5" },
      errors: { amount: { text: "too small" } },
      refused: null,
      requestId: id,
    });
    f.submit({});
    f.send({ type: "refused", field: null, message: { text: "closed" } });
    expect(f.$state.get()).toMatchObject({ kind: "editing", errors: {}, refused: { text: "closed" }, requestId: id });
  });

  it("succeeded empties the form and takes a new key; it is ignored unless submitting", () => {
    const f = make();
    f.input("amount", "100");
    const id = f.$state.get().requestId;
    f.succeeded();
    expect(f.$state.get()).toMatchObject({ values: { amount: "100" }, requestId: id });
    f.submit({});
    f.succeeded();
    const s = f.$state.get();
    expect(s).toMatchObject({ kind: "editing", values: { amount: "", bank: "" }, refused: null });
    expect(s.requestId).not.toBe(id);
  });

  it("reset empties the form even while submitting", () => {
    const f = make();
    f.input("bank", "x");
    const id = f.$state.get().requestId;
    f.submit({});
    f.reset();
    expect(f.$state.get()).toMatchObject({ kind: "editing", values: { amount: "", bank: "" } });
    expect(f.$state.get().requestId).not.toBe(id);
  });
});
