// The funds forms' machine ("Bad input", "Money rules"): a refused submit keeps what the member typed and
// the idempotency key; a success empties the form with a new key; a second submit while one runs does nothing.
import { describe, expect, it } from "vitest";
import { formTransition, initialForm, newRequestId, type FormState } from "../../../src/features/funds/form.machine.ts";

type V = { amount: string; method: string };
const start = initialForm<V>({ amount: "", method: "upi" }, "key-00001");
const typed = formTransition(start, { type: "input", field: "amount", value: "5000" });

describe("funds form machine", () => {
  it("typing fills the value", () => {
    expect(typed.values.amount).toBe("5000");
  });
  it("a submit with schema errors stays editing and shows them", () => {
    const s = formTransition(typed, { type: "submit", errors: { amount: { key: "funds.err.amount_below_min" } } });
    expect(s.kind).toBe("editing");
    expect(s.errors["amount"]).toEqual({ key: "funds.err.amount_below_min" });
    // editing the field takes its error away
    expect(formTransition(s, { type: "input", field: "amount", value: "6000" }).errors).toEqual({});
  });
  it("a clean submit is submitting; a double submit changes nothing", () => {
    const s = formTransition(typed, { type: "submit", errors: {} });
    expect(s.kind).toBe("submitting");
    expect(formTransition(s, { type: "submit", errors: {} })).toBe(s);
  });
  it("a refusal keeps the values and the key, on its field or above the button", () => {
    const s = formTransition(typed, { type: "submit", errors: {} });
    const onField = formTransition(s, {
      type: "refused",
      field: "amount",
      message: { key: "funds.err.amount_insufficient" },
    });
    expect(onField).toMatchObject({ kind: "editing", values: { amount: "5000" }, requestId: "key-00001" });
    expect(onField.errors["amount"]).toEqual({ key: "funds.err.amount_insufficient" });
    const above = formTransition(s, { type: "refused", field: null, message: { text: "gateway down" } });
    expect(above).toMatchObject({ kind: "editing", refused: { text: "gateway down" }, requestId: "key-00001" });
  });
  it("a success empties the form and takes a new key", () => {
    const s = formTransition(typed, { type: "submit", errors: {} });
    const done: FormState<V> = formTransition(s, {
      type: "succeeded",
      initial: { amount: "", method: "upi" },
      requestId: "key-00002",
    });
    expect(done).toEqual(initialForm({ amount: "", method: "upi" }, "key-00002"));
  });
  it("new keys fit the contract's request_id", () => {
    const k = newRequestId(() => "123e4567-e89b-12d3-a456-426614174000");
    expect(k).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
