// Messages built with names, amounts and counts: every template has a Hindi twin with the same
// placeholders, localise() turns a filled-in English text into it, and the API answers it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../testing/app";
import { createCustomer } from "../testing/accounts";
import { localise } from "./language";
import { MESSAGE_TEMPLATES_EN, MESSAGE_TEMPLATES_HI, messageText, type TemplateKey } from "./message-templates";

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(MESSAGE_TEMPLATES_EN) as TemplateKey[];

describe("message templates", () => {
  it("has a Hindi twin of every template with the same placeholders, in Devanagari", () => {
    expect(Object.keys(MESSAGE_TEMPLATES_HI).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(placeholders(MESSAGE_TEMPLATES_HI[key]), key).toEqual(placeholders(MESSAGE_TEMPLATES_EN[key]));
      expect(MESSAGE_TEMPLATES_HI[key], key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("keeps the English texts the modules wrote before", () => {
    expect(messageText("addressLimit", { count: 20 })).toBe("You can save up to 20 addresses.");
    expect(messageText("codUpTo", { amount: "500.00" })).toBe(
      "Cash on delivery is available for orders up to ₹500.00.",
    );
    expect(messageText("storesCannotDeliver", { stores: "Sharma Kirana, Gupta Dairy" })).toBe(
      "Sharma Kirana, Gupta Dairy cannot deliver to your delivery location. Choose a nearer store in Customize Order.",
    );
    expect(messageText("buzzAgainIn", { time: "59:58" })).toBe(
      "You have already buzzed the shop for this order. You can buzz again in 59:58.",
    );
    // Galli Cash notes and refund reasons, as the ledger and refund rows hold them.
    expect(messageText("cashbackNote", { orderNo: "1042" })).toBe("Cashback on order 1042");
    expect(messageText("refundNote", { orderNo: "1042" })).toBe("Refund for order 1042");
    expect(messageText("orderPaymentNote", { shop: "Sharma Kirana" })).toBe("Order payment (Sharma Kirana)");
    expect(messageText("scratchRewardNote", {})).toBe("Scratch card reward");
    expect(messageText("undeliveredUnits", { count: 2, product: "Atta" })).toBe("Undelivered: 2 x Atta");
    expect(messageText("replacementUnits", { count: 1, product: "Atta" })).toBe("Replacement: 1 x Atta");
  });

  it("localises a filled-in message into Hindi with the same values, and leaves English alone", () => {
    const english = messageText("promoMinTotal", { amount: "₹199.00" });
    expect(localise(english, "hi")).toBe("यह promo code इस्तेमाल करने के लिए ऑर्डर कम से कम ₹199.00 का होना चाहिए।");
    expect(localise(english, "en")).toBe(english);
    const stores = messageText("storesCannotDeliver", { stores: "Sharma Kirana (Indiranagar), Gupta Dairy" });
    expect(localise(stores, "hi")).toBe(
      "Sharma Kirana (Indiranagar), Gupta Dairy आपकी डिलीवरी लोकेशन पर डिलीवर नहीं कर सकते। Customize Order में पास की कोई दुकान चुनें।",
    );
    // Messages built by the contract's schemas match too.
    expect(localise("Quantity must be at most 50.", "hi")).toBe("मात्रा ज़्यादा से ज़्यादा 50 हो सकती है।");
    expect(localise("Something else entirely.", "hi")).toBe("Something else entirely.");
  });
});

describe("answers with names in Hindi", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { RATE_LIMITS: "false" } });
  });
  afterAll(async () => t.close());

  it("names the clashing address type in Hindi for a Hindi request, in English otherwise", async () => {
    const c = await createCustomer(t.db);
    const address = {
      location: { type: "Point", coordinates: [77.5946, 12.9716] },
      address: { street: "12, 4th Cross", area: "Indiranagar, Bengaluru", zipcode: "560038" },
      is_default: false,
      type: "Dukaan",
    };
    const add = (language: string) =>
      request(t.app.server)
        .post("/user/profile/address/add")
        .set(customerAuth(t.app, c.id))
        .set("Accept-Language", language)
        .send({ deliveryAddress: address });
    expect((await add("en")).status).toBe(200);
    const hindi = await add("hi-IN");
    expect(hindi.status).toBe(409);
    expect(hindi.body.message).toBe("Dukaan नाम से आपका एक पता पहले से सेव है।");
    const english = await add("en-IN");
    expect(english.body.message).toBe("You already have an address saved as Dukaan.");
  });
});
