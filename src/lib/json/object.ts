// Browser and server (pure). Untrusted JSON (storage, an answer's text, a data attribute) read as an object whose
// fields the caller then checks one by one (DESIGN "values from outside are parsed, never trusted").

/** The value as an object of unknown fields, or null for anything else (null, a number, a string …). */
export function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
}

/** The text parsed as a JSON object, or null when it is not a string, not JSON, or not an object. */
export function parseJsonObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== "string") return null;
  try {
    return asObject(JSON.parse(text));
  } catch {
    return null;
  }
}
