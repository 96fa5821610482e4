import { describe, expect, it, vi } from "vitest";
import { fieldBinder } from "../../../src/components/ui/SubmitForm.tsx";

describe("fieldBinder: a form field's value, input and error by its name", () => {
  it("reads the value and the error of the named field, and sends its input under that name", () => {
    const input = vi.fn();
    const bind = fieldBinder({ account: "ravi", password: "" }, input, (k) => (k === "password" ? "Required" : null));
    const field = bind("password");
    expect(field.value).toBe("");
    expect(field.error).toBe("Required");
    expect(bind("account")).toMatchObject({ value: "ravi", error: null });
    field.onChange("secret1");
    expect(input).toHaveBeenCalledWith("password", "secret1");
  });
});
