import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sessionRestored } from "@/app/events";
import { supportOpened } from "@/app/ui-slice";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { SupportModal, type SupportContact } from "./components/support-modal";

const SENT = "Thanks! Our support team will get back to you within 48 hours.";

function open(handler: (r: MockRequest) => MockReply, customer = true, contact?: SupportContact) {
  const fetch = mockFetch(handler);
  // The API client reads the stored token, as the session feature keeps it.
  if (customer) textItem(STORAGE_KEYS.token).set(customerSession.token);
  const view = renderWithApp(<SupportModal contact={contact} />, { path: "/home" });
  act(() => {
    if (customer) view.store.dispatch(sessionRestored(customerSession));
    view.store.dispatch(supportOpened());
  });
  // Other features answer the restored session too (the rewards count): look at support calls only.
  const requests = () => fetch.requests.filter((r) => r.url.startsWith("/user/order/support"));
  return { ...view, requests };
}

const ok = (): MockReply => reply("POST /order/support/ask", undefined, SENT);

describe("the support form", () => {
  it("shows the spec's four messages for an empty form and sends nothing", async () => {
    const { requests } = open(ok);
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    for (const message of [
      "Title is required.",
      "Email is required.",
      "Phone number is required.",
      "Message is required.",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
    expect(requests()).toEqual([]);
  });

  it("sends the message and shows the server's answer with OK", async () => {
    const { requests, store } = open(ok);
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }), "  Missing item ");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.in");
    await userEvent.type(screen.getByRole("textbox", { name: "Phone number" }), "9000000301");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "No bread in my order.");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText(SENT)).toBeVisible();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({
      method: "POST",
      url: "/user/order/support/ask",
      body: { title: "Missing item", email: "asha@example.in", phone: "9000000301", message: "No bread in my order." },
    });
    expect(requests()[0].headers.Authorization).toBe("Bearer customer-token");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(store.getState().ui.modal).toBeNull());
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("fills in the signed-in customer's email and phone, which stay editable", async () => {
    const { requests } = open(ok, true, { email: "asha@example.in", phone: "+91 9000000301" });
    expect(await screen.findByRole("textbox", { name: "Email" })).toHaveValue("asha@example.in");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("+91 9000000301");
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Late order");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Still waiting.");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(requests()[0].body).toEqual({
      title: "Late order",
      email: "asha@example.in",
      phone: "+91 9000000301",
      message: "Still waiting.",
    });
  });

  it("shows the server's field message under its field", async () => {
    open(() =>
      failure(ERROR_CODE.VALIDATION_FAILED, "Invalid phone number.", {
        errors: [{ path: "phone", message: "Invalid phone number." }],
      }),
    );
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }), "Help");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.in");
    await userEvent.type(screen.getByRole("textbox", { name: "Phone number" }), "98765 43210");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Invalid phone number.")).toBeVisible();
  });

  it("sends guests to login instead", async () => {
    const { store, requests } = open(ok, false);
    await waitFor(() => expect(store.getState().ui.modal).toBe("login"));
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
});
