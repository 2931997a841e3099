// The bank account and payouts page against a stand-in of its calls: the account by its last four
// digits, a hold after a change, the form's own checks (the server's messages) before anything is
// sent, the bank's name from the IFSC, a refusal shown, a saved change shown.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ShopPayoutView } from "@contract/payouts";
import { KYC_MESSAGES } from "@contract/kyc-constants";
import { PAYOUT_MESSAGES } from "@contract/payouts-constants";
import { renderWithApp } from "@/testing/render";
import { ConsoleError } from "../console-api";
import { payoutsApi } from "./payouts-api";
import PayoutsPage from "../pages/payouts-page";

vi.mock("./payouts-api", () => ({ payoutsApi: { shops: vi.fn(), save: vi.fn() } }));
const api = payoutsApi as unknown as Record<keyof typeof payoutsApi, ReturnType<typeof vi.fn>>;

const SHOP: ShopPayoutView = {
  shop_id: "sh1",
  shop_name: "Fresh Mart",
  account: {
    id: "b1",
    holder_name: "Fresh Mart",
    account_last4: "4321",
    ifsc: "SBIN0001234",
    bank_name: "State Bank of India",
    status: "verified",
    verified_name: "FRESH MART",
    verified_at: "2026-11-20T10:00:00.000Z",
    active_from: "2026-11-20T10:00:00.000Z",
    active: true,
    created_at: "2026-11-20T10:00:00.000Z",
  },
  payouts_held_until: null,
  unsettled: 123_450,
  last_payouts: [{ id: "p1", amount: 45_000, status: "processed", created_at: "2026-11-26T06:00:00.000Z", processed_at: "2026-11-26T06:00:01.000Z" }],
};

beforeEach(() => {
  api.shops.mockReset().mockResolvedValue([SHOP]);
  api.save.mockReset();
});

describe("bank account and payouts page", () => {
  it("shows the account by its last four digits, what is not paid out yet and the last payouts", async () => {
    renderWithApp(<PayoutsPage />);
    expect(await screen.findByTestId("bank-account-line")).toHaveTextContent("State Bank of India · account ending 4321 · IFSC SBIN0001234");
    expect(screen.getByText("Verified by the bank")).toBeInTheDocument();
    expect(screen.getByText("Takes payouts now.")).toBeInTheDocument();
    expect(screen.getByText("Not paid out yet: ₹1,234.50")).toBeInTheDocument();
    expect(screen.getByText(/₹450\.00 · Paid/)).toBeInTheDocument();
  });

  it("checks the form before sending, names the bank of the IFSC, and shows a saved change with its hold", async () => {
    const user = userEvent.setup();
    renderWithApp(<PayoutsPage />);
    await screen.findByTestId("bank-account-line");
    await user.type(screen.getByLabelText("Account holder's name"), "Fresh Mart");
    await user.type(screen.getByLabelText("Account number"), "123456789012");
    await user.type(screen.getByLabelText("Account number again"), "123456789013");
    await user.type(screen.getByLabelText("IFSC"), "zzzz0001234");
    await user.click(screen.getByRole("button", { name: "Verify and save" }));
    expect(await screen.findByText(KYC_MESSAGES.bankAccountMismatch)).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_MESSAGES.ifscUnknownBank)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Account number again"));
    await user.type(screen.getByLabelText("Account number again"), "123456789012");
    await user.clear(screen.getByLabelText("IFSC"));
    await user.type(screen.getByLabelText("IFSC"), "hdfc0001234");
    expect(screen.getByText("Bank: HDFC Bank")).toBeInTheDocument();
    api.save.mockResolvedValue({
      ...SHOP,
      account: { ...SHOP.account!, account_last4: "9012", ifsc: "HDFC0001234", bank_name: "HDFC Bank", active: false, active_from: "2026-11-30T18:30:00.000Z" },
      payouts_held_until: "2026-12-11T10:00:00.000Z",
    });
    await user.click(screen.getByRole("button", { name: "Verify and save" }));
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith("sh1", {
        holder_name: "Fresh Mart",
        account_number: "123456789012",
        account_number_confirm: "123456789012",
        ifsc: "HDFC0001234",
      }),
    );
    expect(await screen.findByText("Saved. The bank confirmed the account.")).toBeInTheDocument();
    expect(screen.getByTestId("bank-account-line")).toHaveTextContent("account ending 9012");
    expect(screen.getByText(/Payouts are held until/)).toBeInTheDocument();
    expect(screen.getByText(/Takes payouts from/)).toBeInTheDocument();
  });

  it("shows the bank's refusal", async () => {
    const user = userEvent.setup();
    api.save.mockRejectedValue(new ConsoleError("BANK_ACCOUNT_NOT_VERIFIED", "The bank could not confirm this account (penny drop failed). Please check the account number and IFSC.", 422));
    renderWithApp(<PayoutsPage />);
    await screen.findByTestId("bank-account-line");
    await user.type(screen.getByLabelText("Account holder's name"), "Fresh Mart");
    await user.type(screen.getByLabelText("Account number"), "987650000");
    await user.type(screen.getByLabelText("Account number again"), "987650000");
    await user.type(screen.getByLabelText("IFSC"), "SBIN0001234");
    await user.click(screen.getByRole("button", { name: "Verify and save" }));
    expect(await screen.findByText(/penny drop failed/)).toBeInTheDocument();
  });
});
