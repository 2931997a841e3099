// The shop tile while the shop takes no more orders for immediate delivery this hour: it says when
// the next order can be delivered (English and Hindi), and says nothing more otherwise.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import { shopCard } from "../test-data";
import { ShopTile } from "./shop-tile";

// 10:55 UTC is 4:25 PM in India.
const NEXT = "2026-12-03T10:55:00.000Z";

const tile = (over: Parameters<typeof shopCard>[0] = {}) =>
  renderWithApp(
    <ul>
      <ShopTile shop={shopCard(over)} />
    </ul>,
  );

describe("ShopTile", () => {
  afterEach(async () => {
    await setLanguage("en");
    window.localStorage.clear();
  });

  it("says when the next order can be delivered while the shop is busy", () => {
    tile({ next_delivery_at: NEXT });
    expect(screen.getByRole("link")).toHaveTextContent("Busy · next delivery at 04:25 PM");
  });

  it("says nothing of it when the shop takes orders", () => {
    tile();
    expect(screen.getByRole("link")).not.toHaveTextContent(/Busy/);
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    tile({ next_delivery_at: NEXT });
    expect(screen.getByRole("link")).toHaveTextContent(/व्यस्त · अगली डिलीवरी .*4:25.* तक/);
  });
});
