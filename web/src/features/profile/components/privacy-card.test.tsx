import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy-constants";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { storeCustomerSession } from "../testing/fake-profile-server";
import { PrivacyCard } from "./privacy-card";

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });

/** One customer's privacy answers: the notice accepted, offers off, Galli Cash as given; code 123456. */
function privacyServer(cash: number) {
  let offers = false;
  const consents = () => ({
    notice: { version: PRIVACY_NOTICE_VERSION, accepted_at: "2026-11-20T10:00:00.000Z" },
    offers: { granted: offers, at: null },
    history: [],
  });
  return ({ method, url, body }: MockRequest) => {
    const path = url.split("?")[0];
    if (path === "/user/profile/consents") return ok(consents());
    if (path === "/user/profile/consents/offers") {
      offers = (body as { granted: boolean }).granted;
      return ok(consents(), "Your choice has been saved.");
    }
    if (path === "/user/live/preferences")
      return ok({ push: { orders: true, offers }, sms: { orders: true, offers }, email: { orders: true, offers } });
    if (path === "/user/wallet/bfcash") return ok({ balance: cash });
    if (path === "/user/profile/delete/otp") return { body: { success: true, message: "Code sent." } };
    if (path === "/user/profile/delete") {
      const b = body as { otp: string };
      return b.otp === "123456"
        ? { body: { success: true, message: "Your account has been deleted." } }
        : { status: 400, body: { success: false, code: "INVALID_CODE", message: "Invalid code." } };
    }
    if (path === "/user/auth/logout") return { body: { success: true, message: "Logged out." } };
    if (path === "/user/auth/guest")
      return ok({
        token: "g",
        refresh_token: null,
        expiry: Date.UTC(2030, 0, 1),
        guest: true,
        user_name: "",
        new_user: false,
      });
    if (method === "GET" && path === "/user/profile/export") return { body: { format: "galli-personal-data/1" } };
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "none" } };
  };
}

afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

describe("Profile > Privacy", () => {
  it("shows the accepted notice and withdraws or gives the offers consent with one switch", async () => {
    storeCustomerSession();
    const { requests } = mockFetch(privacyServer(0));
    renderWithApp(<PrivacyCard />, { path: "/profile" });
    const card = await screen.findByRole("region", { name: "Privacy" });
    expect(
      await within(card).findByText(new RegExp(`Privacy notice ${PRIVACY_NOTICE_VERSION} accepted`)),
    ).toBeVisible();
    const user = userEvent.setup();
    const offers = within(card).getByRole("switch", { name: "Offers and promotions" });
    expect(offers).not.toBeChecked();
    await user.click(offers);
    await waitFor(() => expect(offers).toBeChecked());
    expect(requests.find((r) => r.url === "/user/profile/consents/offers")?.body).toEqual({ granted: true });
    await user.click(offers);
    await waitFor(() => expect(offers).not.toBeChecked());
    expect(requests.filter((r) => r.url === "/user/profile/consents/offers").at(-1)?.body).toEqual({ granted: false });
  });

  it("downloads my data as a file", async () => {
    storeCustomerSession();
    const { requests } = mockFetch(privacyServer(0));
    const created = vi.fn(() => "blob:galli");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderWithApp(<PrivacyCard />, { path: "/profile" });
    const card = await screen.findByRole("region", { name: "Privacy" });
    await userEvent.setup().click(within(card).getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const call = requests.find((r) => r.url === "/user/profile/export")!;
    expect(call.headers.Authorization).toMatch(/^Bearer /);
  });

  it("deletes the account after a code, with an explicit Galli Cash choice, then logs out", async () => {
    storeCustomerSession();
    const { requests } = mockFetch(privacyServer(50));
    renderWithApp(<PrivacyCard />, { path: "/profile" });
    const card = await screen.findByRole("region", { name: "Privacy" });
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete my account" });
    expect(await within(dialog).findByText(/You have ₹50.00 Galli Cash/)).toBeVisible();
    await user.click(within(dialog).getByRole("radio", { name: "I give it up" }));
    await user.click(within(dialog).getByRole("button", { name: "Send code" }));
    await user.type(await within(dialog).findByLabelText("Verification code"), "111111");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Invalid code.")).toBeVisible();
    await user.clear(within(dialog).getByLabelText("Verification code"));
    await user.type(within(dialog).getByLabelText("Verification code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(requests.some((r) => r.url === "/user/auth/logout")).toBe(true));
    expect(requests.filter((r) => r.url === "/user/profile/delete").at(-1)?.body).toEqual({
      otp: "123456",
      galli_cash: "forfeit",
    });
  });
});
