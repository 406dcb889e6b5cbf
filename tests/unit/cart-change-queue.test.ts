import { describe, expect, it } from "vitest";
import { sendCartChangeInTurn } from "~/lib/cart/cart-change-queue";

describe("cart changes sent in turn", () => {
  it("sends a change only after the one before it has been answered, even when that one failed", async () => {
    const events: string[] = [];
    let answerFirst!: () => void;
    const first = sendCartChangeInTurn(() => {
      events.push("first sent");
      return new Promise<void>((resolve) => {
        answerFirst = () => {
          events.push("first answered");
          resolve();
        };
      });
    });
    const second = sendCartChangeInTurn(async () => {
      events.push("second sent");
      throw new Error("the shop is unavailable");
    });
    const third = sendCartChangeInTurn(async () => {
      events.push("third sent");
      return "third answer";
    });
    await Promise.resolve();
    expect(events).toEqual(["first sent"]);
    answerFirst();
    await first;
    await expect(second).rejects.toThrow("the shop is unavailable");
    await expect(third).resolves.toBe("third answer");
    expect(events).toEqual(["first sent", "first answered", "second sent", "third sent"]);
  });
});
