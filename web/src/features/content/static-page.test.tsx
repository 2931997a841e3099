import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ContentEntriesData } from "@contract/content";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { StaticPage } from "./pages/static-page";
import { GRIEVANCE_OFFICER } from "@contract/grievance-constants";

const entries = (
  list: "GET /content/help" | "GET /content/faq",
  audience: ContentEntriesData["audience"],
  items: ContentEntriesData["entries"],
) => reply(list, { audience, entries: items });

function server() {
  return mockFetch((r: MockRequest) => {
    if (r.url === "/user/content/page/terms")
      return reply("GET /content/page/:slug", {
        slug: "terms",
        title: "Terms and Conditions",
        body: "<h2>Eligibility</h2><p>You must be 18 or older.</p>",
      });
    if (r.url === "/user/content/page/Privacy-policy")
      return reply("GET /content/page/:slug", {
        slug: "Privacy-policy",
        title: "Merchant Privacy Policy",
        body: "<p>How we handle merchant data.</p>",
      });
    if (r.url === "/user/content/help?audience=customer")
      return entries("GET /content/help", "customer", [
        { _id: "h1", title: "Where is my order?", body: "<p>Open Track Order.</p>" },
      ]);
    if (r.url === "/user/content/faq?audience=customer")
      return entries("GET /content/faq", "customer", [
        { _id: "f1", title: "Is cash on delivery available?", body: "<p>Where the shop allows it.</p>" },
      ]);
    if (r.url === "/user/content/faq?audience=merchant")
      return entries("GET /content/faq", "merchant", [
        { _id: "f2", title: "When am I paid?", body: "<p>Within 5 to 7 days.</p>" },
      ]);
    if (r.url === "/user/content/help?audience=merchant")
      return entries("GET /content/help", "merchant", [
        { _id: "m1", title: "How do I add products?", body: "<p>Use the merchant app.</p>" },
      ]);
    return failure(ERROR_CODE.PAGE_NOT_FOUND, "Page not found.");
  });
}

describe("static pages", () => {
  it("shows a policy's title and its stored body, fetched without the session token", async () => {
    const { requests } = server();
    renderWithApp(<StaticPage page="terms" />, { path: "/terms" });
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "Eligibility" })).toBeVisible();
    expect(screen.getByText("You must be 18 or older.")).toBeVisible();
    expect(requests[0].headers.Authorization).toBeUndefined();
    await waitFor(() => expect(document.title).toContain("Terms and Conditions"));
  });

  it("names the grievance officer with contact on the Help and Terms pages, not on others", async () => {
    server();
    const { unmount } = renderWithApp(<StaticPage page="terms" />, { path: "/terms" });
    const officer = screen.getByRole("region", { name: "Grievance Officer" });
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.name);
    expect(within(officer).getByRole("link", { name: GRIEVANCE_OFFICER.email })).toHaveAttribute("href", `mailto:${GRIEVANCE_OFFICER.email}`);
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.address.en);
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.phone);
    unmount();
    renderWithApp(<StaticPage page="help" />, { path: "/help" });
    expect(screen.getByRole("region", { name: "Grievance Officer" })).toHaveTextContent("Grievance Officer");
  });

  it("shows no grievance officer on the merchant privacy policy", async () => {
    server();
    renderWithApp(<StaticPage page="merchantPrivacyPolicy" />, { path: "/Privacy-policy" });
    expect(await screen.findByText("How we handle merchant data.")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Grievance Officer" })).toBeNull();
  });

  it("keeps the merchant privacy policy apart from the customer one", async () => {
    const { requests } = server();
    renderWithApp(<StaticPage page="merchantPrivacyPolicy" />, { path: "/Privacy-policy" });
    expect(await screen.findByText("How we handle merchant data.")).toBeVisible();
    expect(requests.map((r) => r.url)).toEqual(["/user/content/page/Privacy-policy"]);
  });

  it("says so when a page cannot be loaded", async () => {
    server();
    renderWithApp(<StaticPage page="aboutUs" />, { path: "/about-us" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Page not found.");
  });

  it("shows customer help as an accordion", async () => {
    server();
    renderWithApp(<StaticPage page="help" />, { path: "/help" });
    const question = await screen.findByRole("button", { name: "Where is my order?" });
    await userEvent.click(question);
    expect(await screen.findByText("Open Track Order.")).toBeVisible();
  });

  it("shows the FAQ in the spec's two tabs", async () => {
    const { requests } = server();
    renderWithApp(<StaticPage page="faq" />, { path: "/faq" });
    const tabs = screen.getByRole("tablist", { name: "FAQ sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Customer / Bayer", "Merchant / Seller"]);
    expect(await screen.findByRole("button", { name: "Is cash on delivery available?" })).toBeVisible();
    await userEvent.click(within(tabs).getByRole("tab", { name: "Merchant / Seller" }));
    expect(await screen.findByRole("button", { name: "When am I paid?" })).toBeVisible();
    expect(requests.map((r) => r.url)).toEqual([
      "/user/content/faq?audience=customer",
      "/user/content/faq?audience=merchant",
    ]);
  });

  it("shows merchant help entries even without a merchant-help page row", async () => {
    server();
    renderWithApp(<StaticPage page="merchantHelp" />, { path: "/merchant-help" });
    expect(await screen.findByRole("button", { name: "How do I add products?" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
