// The products page's shop header while the shop takes no more orders for immediate delivery this
// hour: it says when the next order can be delivered, in English and Hindi; nothing otherwise.
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { testShop } from "../testing/catalog-server";
import { ShopSidebar } from "./shop-sidebar";

// 10:55 UTC is 4:25 PM in India.
const NEXT = "2026-12-03T10:55:00.000Z";

describe("ShopSidebar", () => {
  afterEach(async () => {
    await setLanguage("en");
    window.localStorage.clear();
  });

  it("says when the next order can be delivered while the shop is busy", () => {
    render(<ShopSidebar shop={testShop} isPrivate={false} nextDeliveryAt={NEXT} />);
    expect(screen.getByRole("region")).toHaveTextContent("Busy · next delivery at 04:25 PM");
  });

  it("says nothing of it when the shop takes orders", () => {
    render(<ShopSidebar shop={testShop} isPrivate={false} />);
    expect(screen.getByRole("region")).not.toHaveTextContent(/Busy/);
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    render(<ShopSidebar shop={testShop} isPrivate={false} nextDeliveryAt={NEXT} />);
    expect(screen.getByRole("region")).toHaveTextContent(/व्यस्त · अगली डिलीवरी .*4:25.* तक/);
  });
});
