import { describe, expect, it } from "vitest";
import { clientNetwork } from "~/lib/auth/rate-limit.server";

describe("the network an address is limited by", () => {
  it("is the IPv4 address itself", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the IPv6 /64, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::a", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:0:0:0:1", "2001:db8:1:2::"]) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork("2001:db8:1:3::a")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
