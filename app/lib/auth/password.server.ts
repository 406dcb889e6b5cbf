// Password hashing with PBKDF2-SHA256 through WebCrypto, which both workerd and
// Node provide. workerd refuses more than 100,000 iterations, so that is our
// ceiling; the parameters are stored with the hash so they can be raised later.

const ALGORITHM = "pbkdf2-sha256";
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, toBase64(salt), toBase64(hash)].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || !saltText || !hashText)
    return false;
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations, expected.length * 8);
  return constantTimeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's, so it should be rehashed on sign-in. */
export function needsRehash(stored: string): boolean {
  const [algorithm, iterationsText] = stored.split("$");
  return algorithm !== ALGORITHM || Number(iterationsText) < PBKDF2_ITERATIONS;
}

async function derive(
  password: string,
  salt: Uint8Array,
  iterations: number,
  bits = HASH_BYTES * 8,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const derived = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    bits,
  );
  return new Uint8Array(derived);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
