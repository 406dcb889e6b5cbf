import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from "~/lib/auth/password.server";

describe("password hashing", () => {
  it("stores the algorithm, iterations and a per-user salt with the hash", async () => {
    const [a, b] = await Promise.all([hashPassword("Sunset#2026"), hashPassword("Sunset#2026")]);
    expect(a.split("$")[0]).toBe("pbkdf2-sha256");
    expect(Number(a.split("$")[1])).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000); // workerd's ceiling
    expect(a).not.toBe(b);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Sunset#2026");
    await expect(verifyPassword("Sunset#2026", stored)).resolves.toBe(true);
    await expect(verifyPassword("sunset#2026", stored)).resolves.toBe(false);
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "md5$1$a$b", "pbkdf2-sha256$NaN$a$b", "pbkdf2-sha256$1000$$"]) {
      await expect(verifyPassword("x", stored)).resolves.toBe(false);
    }
  });

  it("flags hashes made with fewer iterations for rehashing", async () => {
    expect(needsRehash(await hashPassword("Sunset#2026", 1_000))).toBe(true);
    expect(needsRehash(await hashPassword("Sunset#2026"))).toBe(false);
  });
});
