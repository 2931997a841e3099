import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { PartnerPage } from "./pages/partner-page";

const SENT = "Thank you for your interest in Galli! Our partner team will call you within 2 business days.";
const svg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text>${text}</text></svg>`;

function server(enquiry: (r: MockRequest) => MockReply = () => reply("POST /enquiry/form", undefined, SENT)) {
  let captchas = 0;
  return mockFetch((r) => {
    if (r.url === "/merchant/api/category/1")
      return reply("GET /merchant/api/category/1", {
        categories: [{ display_name: "Grocery" }, { display_name: "Bakery" }],
      });
    if (r.url === "/merchant/api/loclist?country=India")
      return reply("GET /merchant/api/loclist", {
        location: [
          { name: "Mumbai", state: "Maharashtra" },
          { name: "Pune", state: "Maharashtra" },
        ],
      });
    if (r.url === "/user/enquiry/captcha") {
      captchas += 1;
      return reply("GET /enquiry/captcha", {
        captcha_id: `cap-${captchas}`,
        svg: svg(`c${captchas}`),
        expires_in: 600,
      });
    }
    if (r.url === "/user/enquiry/captcha?kind=question") {
      captchas += 1;
      return reply("GET /enquiry/captcha", {
        captcha_id: `cap-${captchas}`,
        svg: "",
        question: { a: 7, b: 5 },
        expires_in: 600,
      });
    }
    if (r.url === "/user/enquiry/form") return enquiry(r);
    return failure(ERROR_CODE.NOT_FOUND, "No route.");
  });
}

async function fill() {
  await userEvent.type(screen.getByRole("textbox", { name: "Shop / Business name" }), "Sharma Kirana");
  await userEvent.type(screen.getByRole("textbox", { name: "Owner name" }), "Ramesh Sharma");
  await userEvent.type(screen.getByRole("textbox", { name: "Owner Contact Number" }), "9876543210");
  await userEvent.type(screen.getByRole("textbox", { name: "Owner Email Id" }), "ramesh@example.in");
  await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Shop category" }), "Grocery");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "City" }), "Pune, Maharashtra");
  await userEvent.type(screen.getByRole("textbox", { name: "Captcha" }), "x7Kp2");
}

describe("the partner page", () => {
  it("shows its title, the enrolment process and a carousel that wraps at both ends", async () => {
    server();
    renderWithApp(<PartnerPage />, { path: "/partner" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Partner with us and start your virtual shop today" }),
    ).toBeVisible();
    expect(screen.getByRole("img", { name: /^Enrolment process: 1\. Send your enquiry/ })).toBeVisible();
    const carousel = screen.getByRole("region", { name: "Why sell on Galli" });
    expect(within(carousel).getByRole("group")).toHaveAccessibleName("1 of 3: Your shop, online in a day");
    await userEvent.click(within(carousel).getByRole("button", { name: "Previous slide" }));
    expect(within(carousel).getByRole("group")).toHaveAccessibleName("3 of 3: Paid straight to your bank");
    await userEvent.click(within(carousel).getByRole("button", { name: "Next slide" }));
    await userEvent.click(within(carousel).getByRole("button", { name: "Next slide" }));
    expect(within(carousel).getByRole("group")).toHaveAccessibleName("2 of 3: Orders from your neighbourhood");
  });

  it("speaks Hindi in the carousel and the pictures' descriptions", async () => {
    await setLanguage("hi");
    try {
      server();
      renderWithApp(<PartnerPage />, { path: "/partner" });
      expect(screen.getByRole("img", { name: /^जुड़ने की प्रक्रिया: 1\. अपनी पूछताछ भेजें/ })).toBeVisible();
      const carousel = screen.getByRole("region", { name: "Galli पर क्यों बेचें" });
      expect(within(carousel).getByRole("group")).toHaveAccessibleName("3 में से 1: आपकी दुकान, एक दिन में ऑनलाइन");
      await userEvent.click(within(carousel).getByRole("button", { name: "अगली स्लाइड" }));
      expect(within(carousel).getByRole("img", { name: "आपके मोहल्ले के ग्राहकों से आते ऑर्डर" })).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });

  it("blocks Submit while a field is empty and names each missing one", async () => {
    server();
    renderWithApp(<PartnerPage />, { path: "/partner" });
    const submit = screen.getByRole("button", { name: "Submit" });
    // Blocked, not disabled: it stays focusable and says what is missing.
    expect(submit).toHaveAttribute("aria-disabled", "true");
    expect(submit).toHaveAccessibleDescription(
      "To submit, fill in: Shop / Business name, Owner name, Owner Contact Number, Owner Email Id, Shop category, City, Captcha.",
    );
    for (const name of ["Shop / Business name", "Owner name", "Owner Contact Number", "Owner Email Id"]) {
      await userEvent.click(screen.getByRole("textbox", { name }));
    }
    await userEvent.click(await screen.findByRole("combobox", { name: "Shop category" }));
    await userEvent.click(screen.getByRole("combobox", { name: "City" }));
    await userEvent.click(screen.getByRole("textbox", { name: "Captcha" }));
    await userEvent.tab();
    for (const message of [
      "Shop / Business name is required.",
      "Owner name is required.",
      "Owner Contact Number is required.",
      "Owner Email Id is required.",
      "Shop category is required.",
      "City is required.",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(submit).toHaveAttribute("aria-disabled", "true");
  });

  it("pressing a blocked Submit marks the missing fields and moves focus to the first", async () => {
    const { requests } = server();
    renderWithApp(<PartnerPage />, { path: "/partner" });
    await screen.findByRole("img", { name: "Captcha: type the characters shown" });
    await userEvent.type(screen.getByRole("textbox", { name: "Shop / Business name" }), "Sharma Kirana");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Owner name is required.")).toBeVisible();
    expect(screen.getByText("Please enter the captcha.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Owner name" })).toHaveFocus();
    expect(requests.some((r) => r.url === "/user/enquiry/form")).toBe(false);
  });

  it("offers a sum to answer instead of the picture", async () => {
    server();
    renderWithApp(<PartnerPage />, { path: "/partner" });
    await screen.findByRole("img", { name: "Captcha: type the characters shown" });
    await userEvent.click(screen.getByRole("button", { name: "Answer a question instead" }));
    const captcha = await screen.findByRole("textbox", {
      name: "Captcha",
      description: "What is 7 plus 5? Type the answer as a number.",
    });
    expect(screen.queryByRole("img", { name: "Captcha: type the characters shown" })).not.toBeInTheDocument();
    expect(captcha).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByRole("button", { name: "Type characters from a picture instead" })).toBeVisible();
  });

  it("sends the enquiry with the captcha, shows the 'Enquiry' dialog and clears the form", async () => {
    const { requests } = server();
    renderWithApp(<PartnerPage />, { path: "/partner" });
    expect(await screen.findByRole("img", { name: "Captcha: type the characters shown" })).toHaveAttribute(
      "src",
      expect.stringContaining("data:image/svg+xml"),
    );
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    const dialog = await screen.findByRole("dialog", { name: "Enquiry" });
    expect(within(dialog).getByText(SENT)).toBeVisible();
    const sent = requests.find((r) => r.url === "/user/enquiry/form")!;
    expect(sent.body).toEqual({
      business_name: "Sharma Kirana",
      name: "Ramesh Sharma",
      contact_num: "9876543210",
      email_id: "ramesh@example.in",
      shop_category: "Grocery",
      city: "Pune, Maharashtra",
      captcha_id: "cap-1",
      captcha_key: "x7Kp2",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ok" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Enquiry" })).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Shop / Business name" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-disabled", "true");
    // A used captcha is never offered again.
    await waitFor(() => expect(requests.filter((r) => r.url === "/user/enquiry/captcha")).toHaveLength(2));
  });

  it("shows why a captcha was refused and offers a new one", async () => {
    const { requests } = server(() =>
      failure(ERROR_CODE.CAPTCHA_WRONG, "The captcha does not match. Please try the new one."),
    );
    const { store } = renderWithApp(<PartnerPage />, { path: "/partner" });
    await screen.findByRole("img", { name: "Captcha: type the characters shown" });
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The captcha does not match. Please try the new one.")).toBeVisible();
    await waitFor(() => expect(requests.filter((r) => r.url === "/user/enquiry/captcha")).toHaveLength(2));
    expect(screen.getByRole("textbox", { name: "Captcha" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Owner name" })).toHaveValue("Ramesh Sharma");
    expect(store.getState().ui.apiError.open).toBe(false);
  });
});
