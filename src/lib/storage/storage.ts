// Browser (safe to import on the server: every function checks for window). Local storage access with
// parse…(unknown) fallbacks (DESIGN "every value read from storage … goes through a parse…"). Keys only from
// src/lib/config/keys.ts (spec 001 §3).
import type { STORAGE } from "../config/keys.ts";

export type StorageKey = (typeof STORAGE)[keyof typeof STORAGE];

function store(): Storage | null {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // private mode or a blocked storage
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string | number | null | undefined): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null || value === undefined || value === "") s.removeItem(key);
    else s.setItem(key, String(value));
  } catch {
    // quota or blocked storage: the session still works for this page
  }
}

export function removeItem(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // ignore
  }
}

/** A non-empty string, else null. */
export function parseText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" && value !== "null" && value !== "undefined" ? value : null;
}

/** A positive integer (as number or digit string), else null. */
export function parsePositiveInt(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === "string" && /^\d{1,15}$/.test(value)) {
    const n = Number(value);
    return n > 0 ? n : null;
  }
  return null;
}

/** An integer (as number or digit string), else null. */
export function parseInt0(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

/** "true"/"1" → true; anything else false. */
export function parseFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** JSON text parsed, or undefined when it is not JSON. */
export function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export function readJson(key: StorageKey): unknown {
  return parseJson(readItem(key));
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/**
 * Reads and removes a sessionStorage item in one step: what one page of a tab hands to the next (toasts and
 * focus carried across a navigation). null when absent or when storage is blocked.
 */
export function takeSessionItem(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
