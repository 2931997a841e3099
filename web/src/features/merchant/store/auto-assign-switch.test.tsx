// The store settings' automatic assignment switch: read, turned on at once, a refusal shown, and
// its words in Hindi.
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { storeApi } from "./store-api";
import { AutoAssignSwitch } from "./auto-assign-switch";

vi.mock("./store-api", async (original) => {
  const real = await original<typeof import("./store-api")>();
  const fns = Object.fromEntries(Object.keys(real.storeApi).map((k) => [k, vi.fn()]));
  return { ...real, storeApi: fns };
});
const api = storeApi as unknown as Record<keyof typeof storeApi, ReturnType<typeof vi.fn>>;

afterEach(async () => {
  vi.clearAllMocks();
  await setLanguage("en", { remember: false });
});

describe("automatic assignment switch", () => {
  it("shows the shop's setting and turns it on at once", async () => {
    api.autoAssign.mockResolvedValue({ shop_id: "sh1", auto_assign: false });
    api.setAutoAssign.mockResolvedValue({ shop_id: "sh1", auto_assign: true });
    renderWithApp(<AutoAssignSwitch shopId="sh1" />);
    const toggle = await screen.findByRole("switch", { name: "Assign deliveries automatically" });
    expect(toggle).not.toBeChecked();
    screen.getByText("Off: a Manager assigns each order on the orders board.");
    expect(api.autoAssign).toHaveBeenCalledWith("sh1");
    await userEvent.click(toggle);
    await screen.findByText("On: packed orders are assigned within seconds.");
    expect(api.setAutoAssign).toHaveBeenCalledWith("sh1", true);
    expect(toggle).toBeChecked();
  });

  it("shows a refusal and keeps the setting as it was", async () => {
    api.autoAssign.mockResolvedValue({ shop_id: "sh1", auto_assign: true });
    api.setAutoAssign.mockRejectedValue(new Error("Your role does not include store settings."));
    renderWithApp(<AutoAssignSwitch shopId="sh1" />);
    const toggle = await screen.findByRole("switch", { name: "Assign deliveries automatically" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await screen.findByText("Your role does not include store settings.");
    expect(toggle).toBeChecked();
  });

  it("speaks Hindi", async () => {
    await setLanguage("hi", { remember: false });
    api.autoAssign.mockResolvedValue({ shop_id: "sh1", auto_assign: true });
    renderWithApp(<AutoAssignSwitch shopId="sh1" />);
    await screen.findByRole("switch", { name: "डिलीवरी अपने-आप सौंपें" });
    screen.getByText("चालू: पैक हुए ऑर्डर कुछ ही सेकंड में सौंप दिए जाते हैं।");
  });
});
