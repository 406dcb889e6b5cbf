// With analytics ids bound, the tag and the pixel load with consent granted by default.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { GA_MEASUREMENT_ID: "G-TEST123", META_PIXEL_ID: "1234567890" } });

describe("analytics tags", () => {
  it("load gtag and the pixel only when their ids are configured", async () => {
    const html = await (await stack.fetch("/products/saffron-linen-overalls")).text();
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"');
    expect(html).toMatch(/gtag\("consent","default"/);
    expect(html).toContain("fbevents.js");
    expect(html).toMatch(/fbq\("init","1234567890"\)/);
  });
});
