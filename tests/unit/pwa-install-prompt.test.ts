import { describe, expect, it } from "vitest";
import { isIosSafari } from "~/components/pwa/install-prompt-dismissal";

describe("the install prompt", () => {
  it("recognises iOS Safari, which needs manual Share-menu instructions", () => {
    expect(
      isIosSafari(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
    expect(isIosSafari("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36")).toBe(false);
  });
});
