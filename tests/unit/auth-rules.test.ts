import { describe, expect, it } from "vitest";
import {
  EMAIL_MAX_LENGTH,
  isStrongPassword,
  isValidEmail,
  normalizeEmail,
  PASSWORD_RULE_HINT,
  passwordRuleDetail,
} from "~/lib/auth/rules";
import { verifyPassword } from "~/lib/auth/password.server";

describe("the sign-up password rule", () => {
  it("accepts 8+ characters with lowercase, uppercase, digit and one of @$!%*?&", () => {
    for (const password of [
      "Sunflower@2026",
      "Aa1@aaaa",
      "Zz9&Zz9&",
      "Moon$tone7",
      "Pa55word!",
      "Qwerty1?",
      "Star%dust8",
      "Long*Password*123",
    ]) {
      expect(isStrongPassword(password), password).toBe(true);
    }
  });

  it("rejects short, incomplete or other-character passwords", () => {
    for (const password of [
      "",
      "Aa1@aaa",
      "password1@",
      "PASSWORD1@",
      "Password@",
      "Password1",
      "Password1#",
      "Pass word1@",
      "Pässword1@",
      "Password1@\n",
    ]) {
      expect(isStrongPassword(password), JSON.stringify(password)).toBe(false);
    }
  });
});

describe("what a refused password is told", () => {
  it("names each character the rule refuses, and says which are allowed", () => {
    expect(passwordRuleDetail("Password1#")).toBe(
      "“#” can't be used. Use only letters A-Z and a-z, numbers 0-9 and @ $ ! % * ? &.",
    );
    expect(passwordRuleDetail("Pass word1@")).toMatch(/^a space can't be used\./);
    expect(passwordRuleDetail("Pässword1@#")).toMatch(/^“ä” and “#” can't be used\./);
  });

  it("says what is missing when every character is allowed", () => {
    expect(passwordRuleDetail("Password1")).toBe("Add one of @ $ ! % * ? &.");
    expect(passwordRuleDetail("password1@")).toBe("Add an uppercase letter.");
    expect(passwordRuleDetail("Aa1@aaa")).toBe("Add at least 1 more character.");
    expect(passwordRuleDetail("")).toBe(
      "Add at least 8 more characters, a lowercase letter, an uppercase letter, a number and one of @ $ ! % * ? &.",
    );
    expect(passwordRuleDetail("Sunflower@2026")).toBeNull();
  });

  it("is told before typing: the hint names the allowed characters", () => {
    expect(PASSWORD_RULE_HINT).toContain("@ $ ! % * ? &");
    expect(PASSWORD_RULE_HINT).toContain("no spaces or other symbols");
  });
});

describe("the email rule", () => {
  it("needs a non-space local part, @, a domain and a dot suffix, at most 254 characters", () => {
    expect(isValidEmail("shopper@boho.test")).toBe(true);
    expect(isValidEmail("a.b+c@sub.example.co")).toBe(true);
    for (const email of ["", "plain", "no@dot", "@example.com", "a b@example.com", "a@exa mple.com", "a@@example.com"])
      expect(isValidEmail(email), email).toBe(false);
    const longest = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });

  it("refuses markup and what only a quoted address holds, and keeps apostrophes and plus tags", () => {
    for (const email of [
      "<script>@x.com",
      "a@x.com<b>",
      '"><img src=x onerror=alert(1)>@x.com',
      '"quoted"@example.com',
      "a@[192.0.2.1]",
      "a,b@example.com",
      "a;b@example.com",
      "a\\b@example.com",
    ])
      expect(isValidEmail(email), email).toBe(false);
    for (const email of ["o'brien@example.com", "ada+shop@example.com", "first.last@mail.example.co.uk"])
      expect(isValidEmail(email), email).toBe(true);
  });

  it("compares emails trimmed and lowercased", () => {
    expect(normalizeEmail("  Shopper@Boho.TEST ")).toBe("shopper@boho.test");
    expect(normalizeEmail(null)).toBe("");
  });
});

describe("the unknown-user hash", () => {
  it("is a well-formed hash that matches nothing, so unknown emails cost a full verification", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(new URL("../../app/lib/auth/authenticator.server.ts", import.meta.url), "utf8");
    const stored = /UNKNOWN_USER_HASH = "([^"]+)"/.exec(source)![1];
    expect(stored.split("$")).toHaveLength(4);
    await expect(verifyPassword("", stored)).resolves.toBe(false);
  });
});
