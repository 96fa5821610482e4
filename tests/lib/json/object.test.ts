// Untrusted JSON read as an object: anything else is null, so a caller checks fields of an object only.
import { describe, expect, it } from "vitest";
import { asObject, parseJsonObject } from "../../../src/lib/json/object.ts";

describe("parseJsonObject", () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ["[1]", [1]],
    ["null", null],
    ["1", null],
    ['"x"', null],
    ["{not json", null],
    [undefined, null],
    [42, null],
  ] as const)("%s → %j", (text, expected) => {
    expect(parseJsonObject(text)).toEqual(expected);
  });
});

describe("asObject", () => {
  it("keeps objects and refuses the rest", () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect([asObject(null), asObject(0), asObject("s"), asObject(undefined)]).toEqual([null, null, null, null]);
  });
});
