// Reading Stripe's form encoding back: what the SDK writes must come out as the object it was.
import { describe, expect, it } from "vitest";
import { parseParams } from "./form.mjs";

describe("parseParams", () => {
  it("reads nested brackets, indexed lists and plain values", () => {
    const text =
      "mode=payment&line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price]=price_2" +
      "&metadata[deck_id]=childhood&subscription_data[metadata][user_sub]=abc&expand[0]=subscription&expand[1]=customer";
    expect(parseParams(text)).toEqual({
      mode: "payment",
      line_items: [{ price: "price_1", quantity: "1" }, { price: "price_2" }],
      metadata: { deck_id: "childhood" },
      subscription_data: { metadata: { user_sub: "abc" } },
      expand: ["subscription", "customer"],
    });
  });

  it("decodes escaped brackets and characters, and orders indices by number", () => {
    const text = "lookup_keys%5B10%5D=c&lookup_keys%5B2%5D=b&lookup_keys%5B0%5D=a&success_url=http%3A%2F%2Fx%2Fs%3Fid%3D%7BCHECKOUT_SESSION_ID%7D&name=Ann+Lee";
    expect(parseParams(text)).toEqual({
      lookup_keys: ["a", "b", "c"],
      success_url: "http://x/s?id={CHECKOUT_SESSION_ID}",
      name: "Ann Lee",
    });
  });

  it("drops keys whose brackets do not pair up, and never writes to a prototype", () => {
    const parsed = parseParams("a[b=1&c]d=2&__proto__[polluted]=yes&ok=1");
    expect(parsed).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
