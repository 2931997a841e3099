import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signUpRequested } from "@/app/ui-slice";
import { sha256Hex } from "@/lib/password-hash";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy-constants";
import { AccountModals } from "./account-modals";

/** 9000000000 is registered already; the sign-up code is 654321. */
function signUpServer({ method, url, body }: MockRequest) {
  const b = body as { mobile?: { number: string }; otp?: string };
  if (method === "POST" && url === "/user/auth/signup/verify") {
    return b.mobile?.number === "9000000000"
      ? failure(ERROR_CODE.MOBILE_TAKEN, "This mobile number is already registered. Please log in.")
      : reply("POST /auth/signup/verify", undefined, "A verification code has been sent to your mobile number.");
  }
  if (method === "POST" && url === "/user/auth/signup") {
    return b.otp === "654321"
      ? reply("POST /auth/signup", { ...customerSession, user_name: "Meera Iyer", new_user: true })
      : failure(ERROR_CODE.INVALID_CODE, "Invalid code.");
  }
  return failure(ERROR_CODE.NOT_FOUND, "none");
}

/** The sign-up's own requests: an earlier test's signed-in store may still be reconnecting its live stream. */
const own = <R extends { url: string }>(requests: R[]) => requests.filter((r) => !r.url.startsWith("/user/live/"));

async function openSignUp() {
  const { requests } = mockFetch(signUpServer);
  const view = renderWithApp(<AccountModals />);
  act(() => {
    view.store.dispatch(signUpRequested());
  });
  const dialog = await screen.findByRole("dialog", { name: "Sign up" });
  return { ...view, requests, dialog, user: userEvent.setup() };
}

async function fillDetails(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, mobile = "9123456780") {
  await user.type(within(dialog).getByLabelText("First name"), "Meera");
  await user.type(within(dialog).getByLabelText("Last name"), "Iyer");
  await user.type(within(dialog).getByLabelText("Mobile number"), mobile);
  await user.type(within(dialog).getByLabelText("Email"), "meera@example.in");
  await user.type(within(dialog).getByLabelText("Password"), "Meera#2026");
  await user.click(within(dialog).getByRole("checkbox", { name: /I have read this notice/ }));
}

describe("sign-up modal", () => {
  it("shows every rule's message on SIGN_UP_SCREEN before sending", async () => {
    const { dialog, user, requests } = await openSignUp();
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    for (const message of [
      "First name is required.",
      "Last name is required.",
      "Invalid phone number.",
      "Invalid email.",
      "Password is required.",
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    await user.type(within(dialog).getByLabelText("Email"), "meera@");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText("Invalid email.")).toBeVisible();
    expect(own(requests)).toEqual([]);
  });

  it("goes to OTP_VERIFICATION_SCREEN, back with 'Previous' keeping the details, and signs up", async () => {
    const { dialog, user, requests, store } = await openSignUp();
    await fillDetails(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    const codeScreen = await screen.findByRole("dialog", { name: "Verify your mobile number" });
    expect(own(requests)[0].body).toEqual({
      mobile: { dialing_code: "+91", number: "9123456780" },
      email: { id: "meera@example.in" },
    });
    expect(within(codeScreen).getByText("Enter the 6-digit code sent to +91 91234 56780.")).toBeVisible();

    await user.click(within(codeScreen).getByRole("button", { name: "Previous" }));
    const details = await screen.findByRole("dialog", { name: "Sign up" });
    expect(within(details).getByLabelText("First name")).toHaveValue("Meera");
    expect(within(details).getByLabelText("Mobile number")).toHaveValue("9123456780");
    await user.click(within(details).getByRole("button", { name: "Continue" }));

    const again = await screen.findByRole("dialog", { name: "Verify your mobile number" });
    await user.click(within(again).getByRole("button", { name: "Sign up" }));
    expect(within(again).getByText("Invalid code.")).toBeVisible();
    await user.type(within(again).getByLabelText("Verification code"), "111111");
    await user.click(within(again).getByRole("button", { name: "Sign up" }));
    expect(await within(again).findByRole("alert")).toHaveTextContent("Invalid code.");

    await user.clear(within(again).getByLabelText("Verification code"));
    await user.type(within(again).getByLabelText("Verification code"), "654321");
    await user.click(within(again).getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const signUp = requests.filter((r) => r.url === "/user/auth/signup").at(-1)!;
    expect(signUp.body).toEqual({
      first_name: "Meera",
      last_name: "Iyer",
      mobile: { dialing_code: "+91", number: "9123456780" },
      otp: "654321",
      email: { id: "meera@example.in" },
      password: sha256Hex("Meera#2026"),
      device_details: { type: 1, token: "galli-web" },
      current_location: { type: "Point", coordinates: [0, 0] },
      consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: false },
    });
    expect(store.getState().session).toMatchObject({ guest: false, userName: "Meera Iyer", newUser: true });
  });

  it("shows the privacy notice with each data item and its purpose, requires it, and sends the offers opt-in", async () => {
    const { dialog, user, requests } = await openSignUp();
    const notice = within(dialog).getByRole("region", { name: "How Galli uses your data" });
    for (const item of [
      "Mobile number",
      "Name",
      "Email",
      "Addresses",
      "Location",
      "Orders",
      "Payment tokens",
      "Device details",
    ]) {
      expect(within(notice).getByText(item, { selector: "dt" })).toBeVisible();
    }
    await user.type(within(dialog).getByLabelText("First name"), "Meera");
    await user.type(within(dialog).getByLabelText("Last name"), "Iyer");
    await user.type(within(dialog).getByLabelText("Mobile number"), "9123456781");
    await user.type(within(dialog).getByLabelText("Email"), "meera@example.in");
    await user.type(within(dialog).getByLabelText("Password"), "Meera#2026");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText("Please read and accept the privacy notice to sign up.")).toBeVisible();
    expect(own(requests)).toEqual([]);
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read this notice/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Send me offers/ }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    const codeScreen = await screen.findByRole("dialog", { name: "Verify your mobile number" });
    await user.type(within(codeScreen).getByLabelText("Verification code"), "654321");
    await user.click(within(codeScreen).getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const signUp = requests.filter((r) => r.url === "/user/auth/signup").at(-1)!;
    expect((signUp.body as { consent: unknown }).consent).toEqual({
      notice_version: PRIVACY_NOTICE_VERSION,
      offers: true,
    });
  });

  it("shows a taken number inline and stays on the first screen", async () => {
    const { dialog, user } = await openSignUp();
    await fillDetails(dialog, user, "9000000000");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This mobile number is already registered. Please log in.",
    );
    expect(screen.getByRole("dialog", { name: "Sign up" })).toBeVisible();
  });

  it("starts empty when opened again", async () => {
    const { dialog, user, store } = await openSignUp();
    await user.type(within(dialog).getByLabelText("First name"), "Meera");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    act(() => {
      store.dispatch(signUpRequested());
    });
    const reopened = await screen.findByRole("dialog", { name: "Sign up" });
    expect(within(reopened).getByLabelText("First name")).toHaveValue("");
  });

  it("switches to the login modal", async () => {
    const { dialog, user } = await openSignUp();
    await user.click(within(dialog).getByRole("button", { name: "Already have an account? Login" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeVisible();
  });
});
