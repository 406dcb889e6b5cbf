// The Worker's log is for our faults: requests that no route takes (a hostile
// `_data` or `_routes` parameter, a method a route lacks) answer 4xx and leave
// no error line behind, so a real error stays visible.
import { expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20 });

it("answers requests no route takes with a 4xx and logs no error for them", async () => {
  const before = stack.runtimeOutput().length;
  const requests: [string, RequestInit?][] = [
    ["/products?_data=routes%2Faccount"],
    ["/products.data?_routes=routes%2Faccount"],
    ["/about.data?_routes=routes%2Fadmin"],
    [
      "/about",
      {
        method: "PUT",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url },
        body: "a=1",
      },
    ],
  ];
  const statuses: number[] = [];
  for (const [path, init] of requests) {
    const response = await stack.fetch(path, init);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses.every((status) => status < 500)).toBe(true);
  expect(statuses.some((status) => status >= 400)).toBe(true);
  const output = stack.runtimeOutput().slice(before);
  expect(output).not.toMatch(/does not match URL|no way to handle the request|Invalid request method/);
});
