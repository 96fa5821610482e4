// Password hashing and tokens. scrypt with a small cost (N=1024) keeps seeding fast; it is a sandbox.
import { randomBytes, randomInt, scryptSync, timingSafeEqual } from "node:crypto";

const N = 1024;

export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export function verifySecret(secret: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [kind, n, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !n || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = scryptSync(secret, Buffer.from(salt, "base64url"), expected.length, { N: Number(n), r: 8, p: 1 });
  return timingSafeEqual(expected, actual);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * The hash of a secret nobody knows. Checked against when there is no real hash (an unknown account, no
 * withdraw password), so those answers cost the same scrypt time as a wrong password and time tells nothing.
 */
export const DUMMY_HASH = hashSecret(randomToken());

export function randomDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
