// The network every per-visitor limit counts by.
import { describe, expect, it } from "vitest";
import { networkKeyOf, networkOfAddress, UNKNOWN_NETWORK } from "../../app/lib/security/network-key";

describe("networkOfAddress", () => {
  it("keeps an IPv4 address whole and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(networkOfAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOfAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("puts every address of one IPv6 /64 in one network, however it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::a",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:0:0:0:1",
      " 2001:db8:1:2::1 ",
    ])
      expect(networkOfAddress(address)).toBe(network);
    expect(networkOfAddress("2001:db8:1:3::a")).not.toBe(network);
    expect(networkOfAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOfAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("gives anything that is not an address one shared key", () => {
    for (const junk of [null, "", "unknown", "1:2:3", "1::2::3", "2001:db8:1:2:3:4:5:6:7", "<script>", "x".repeat(100)])
      expect(networkOfAddress(junk)).toBe(UNKNOWN_NETWORK);
  });

  it("reads CF-Connecting-IP only", () => {
    const request = new Request("http://shop.test/", {
      headers: { "CF-Connecting-IP": "2001:db8:1:2::9", "X-Forwarded-For": "198.51.100.1" },
    });
    expect(networkKeyOf(request)).toBe("2001:db8:1:2::/64");
    expect(networkKeyOf(new Request("http://shop.test/", { headers: { "X-Forwarded-For": "198.51.100.1" } }))).toBe(
      UNKNOWN_NETWORK,
    );
  });
});
