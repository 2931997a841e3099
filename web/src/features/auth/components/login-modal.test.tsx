import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loginRequested } from "@/app/ui-slice";
import { sha256Hex } from "@/lib/password-hash";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { AccountModals } from "./account-modals";

/** A server for the login calls: 9876543210 / "Secret#123" and the code 123456 are right. */
function loginServer({ method, url, body }: MockRequest) {
  const b = body as { mobile?: { number: string }; password?: string; otp?: string };
  if (method === "POST" && url === "/user/auth/password") {
    return b.password === sha256Hex("Secret#123") && b.mobile?.number === "9876543210"
      ? reply("POST /auth/password", customerSession)
      : failure(ERROR_CODE.INVALID_CREDENTIALS, "Invalid mobile number or password.");
  }
  if (method === "POST" && url === "/user/auth/onetimepassword")
    return reply("POST /auth/onetimepassword", undefined, "A one-time code has been sent to your mobile number.");
  if (method === "POST" && url === "/user/auth/onetimepassword/verify") {
    return b.otp === "123456"
      ? reply("POST /auth/onetimepassword/verify", customerSession)
      : failure(ERROR_CODE.INVALID_CODE, "Invalid code.");
  }
  if (method === "POST" && url === "/user/auth/forgotpassword/verify")
    return reply(
      "POST /auth/forgotpassword/verify",
      undefined,
      "A code to reset your password has been sent to your mobile number.",
    );
  if (method === "POST" && url === "/user/auth/resetpassword") {
    return b.otp === "123456"
      ? reply("POST /auth/resetpassword", undefined, "Password successfully changed!")
      : failure(ERROR_CODE.INVALID_CODE, "Invalid code.");
  }
  return failure(ERROR_CODE.NOT_FOUND, `No route for ${method} ${url}.`);
}

async function openLogin() {
  const { requests } = mockFetch(loginServer);
  const view = renderWithApp(<AccountModals />);
  act(() => {
    view.store.dispatch(loginRequested());
  });
  const dialog = await screen.findByRole("dialog", { name: "Login" });
  return { ...view, requests, dialog, user: userEvent.setup() };
}

const posted = (requests: MockRequest[]) => requests.filter((r) => r.method === "POST").map((r) => r.url);

describe("login modal, NORMAL_VIEW", () => {
  it("checks the number and the password before sending anything", async () => {
    const { dialog, user, requests } = await openLogin();
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(within(dialog).getByText("Invalid phone number.")).toBeVisible();
    expect(within(dialog).getByText("Password is required.")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Mobile number"), "98765");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(within(dialog).getByText("Invalid phone number.")).toBeVisible();
    // Nothing of the form was sent (a live stream another test file opened may still reconnect here).
    expect(requests.filter((r) => !r.url.startsWith("/user/live/"))).toEqual([]);
  });

  it("logs in with the hashed password, stores the session and closes", async () => {
    const { dialog, user, requests, store } = await openLogin();
    await user.type(within(dialog).getByLabelText("Mobile number"), "9876543210");
    await user.type(within(dialog).getByLabelText("Password"), "Secret#123");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = requests.find((r) => r.url === "/user/auth/password")!;
    expect(sent.body).toEqual({
      mobile: { dialing_code: "+91", number: "9876543210" },
      password: sha256Hex("Secret#123"),
      device_details: { type: 3, token: "galli-web" },
      current_location: { type: "Point", coordinates: [0, 0] },
    });
    expect(JSON.stringify(sent.body)).not.toContain("Secret#123");
    expect(store.getState().session).toMatchObject({ token: "customer-token", guest: false, userName: "Asha" });
    expect(window.localStorage.getItem("galli:refresh_token")).toBe("refresh-token");
  });

  it("shows a wrong password inline, not in the error popup", async () => {
    const { dialog, user, store } = await openLogin();
    await user.type(within(dialog).getByLabelText("Mobile number"), "9876543210");
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid mobile number or password.");
    expect(store.getState().ui.apiError.open).toBe(false);
    expect(screen.getByRole("dialog", { name: "Login" })).toBeVisible();
  });

  it("opens the sign-up modal from the link", async () => {
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole("button", { name: "New here? Sign up" }));
    expect(await screen.findByRole("dialog", { name: "Sign up" })).toBeVisible();
    expect(screen.queryByRole("dialog", { name: "Login" })).not.toBeInTheDocument();
  });
});

describe("login modal, OTP_CODE_VIEW", () => {
  it("needs a valid number before asking for a code", async () => {
    const { dialog, user, requests } = await openLogin();
    await user.click(within(dialog).getByRole("button", { name: "Login with OTP" }));
    expect(within(dialog).getByText("Invalid phone number.")).toBeVisible();
    // Nothing of the form was sent (a live stream another test file opened may still reconnect here).
    expect(requests.filter((r) => !r.url.startsWith("/user/live/"))).toEqual([]);
  });

  it("moves to the code view once the code is sent, and logs in with the code", async () => {
    const { dialog, user, requests } = await openLogin();
    await user.type(within(dialog).getByLabelText("Mobile number"), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Login with OTP" }));
    const codeView = await screen.findByRole("dialog", { name: "Login with a one-time code" });
    expect(within(codeView).getByText("Enter the 6-digit code sent to +91 98765 43210.")).toBeVisible();
    expect(within(codeView).getByRole("status")).toHaveTextContent(
      "A one-time code has been sent to your mobile number.",
    );

    await user.type(within(codeView).getByLabelText("One-time code"), "123");
    await user.click(within(codeView).getByRole("button", { name: "Verify and login" }));
    expect(within(codeView).getByText("Invalid code.")).toBeVisible();

    await user.clear(within(codeView).getByLabelText("One-time code"));
    await user.type(within(codeView).getByLabelText("One-time code"), "000000");
    await user.click(within(codeView).getByRole("button", { name: "Verify and login" }));
    expect(await within(codeView).findByRole("alert")).toHaveTextContent("Invalid code.");

    await user.clear(within(codeView).getByLabelText("One-time code"));
    await user.type(within(codeView).getByLabelText("One-time code"), "123456");
    await user.click(within(codeView).getByRole("button", { name: "Verify and login" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const verify = requests.filter((r) => r.url === "/user/auth/onetimepassword/verify").at(-1)!;
    expect(verify.body).toMatchObject({
      mobile: { dialing_code: "+91", number: "9876543210" },
      otp: "123456",
      device_details: { type: 3 },
    });
  });

  it("resends the code and goes back to the password view", async () => {
    const { dialog, user, requests } = await openLogin();
    await user.type(within(dialog).getByLabelText("Mobile number"), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Login with OTP" }));
    const codeView = await screen.findByRole("dialog", { name: "Login with a one-time code" });
    await user.click(within(codeView).getByRole("button", { name: "Resend code" }));
    await waitFor(() => expect(posted(requests)).toEqual(["/user/auth/onetimepassword", "/user/auth/onetimepassword"]));
    await user.click(within(codeView).getByRole("button", { name: "Back to password login" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeVisible();
  });
});

describe("login modal, FORGOT_PASSWORD_VIEW", () => {
  async function openReset() {
    const opened = await openLogin();
    await opened.user.type(within(opened.dialog).getByLabelText("Mobile number"), "9876543210");
    await opened.user.click(within(opened.dialog).getByRole("button", { name: "Forgot password?" }));
    const reset = await screen.findByRole("dialog", { name: "Reset your password" });
    return { ...opened, reset };
  }

  it("checks the code, the password and its confirmation", async () => {
    const { reset, user, requests } = await openReset();
    await user.click(within(reset).getByRole("button", { name: "Change password" }));
    expect(within(reset).getByText("Invalid code.")).toBeVisible();
    expect(within(reset).getByText("Password is required.")).toBeVisible();
    expect(within(reset).getByText("Password not match.")).toBeVisible();
    await user.type(within(reset).getByLabelText("New password"), "one");
    await user.type(within(reset).getByLabelText("Confirm password"), "two");
    await user.click(within(reset).getByRole("button", { name: "Change password" }));
    expect(within(reset).getByText("Password must be at least 8 characters.")).toBeVisible();
    expect(within(reset).getByText("Password not match.")).toBeVisible();
    expect(posted(requests)).toEqual(["/user/auth/forgotpassword/verify"]);
  });

  it("returns to NORMAL_VIEW with 'Password successfully changed!'", async () => {
    const { reset, user, requests } = await openReset();
    await user.type(within(reset).getByLabelText("Code"), "123456");
    await user.type(within(reset).getByLabelText("New password"), "N3w-pass");
    await user.type(within(reset).getByLabelText("Confirm password"), "N3w-pass");
    await user.click(within(reset).getByRole("button", { name: "Change password" }));
    const login = await screen.findByRole("dialog", { name: "Login" });
    expect(within(login).getByRole("status")).toHaveTextContent("Password successfully changed!");
    const sent = requests.find((r) => r.url === "/user/auth/resetpassword")!;
    expect(sent.body).toEqual({
      mobile: { dialing_code: "+91", number: "9876543210" },
      otp: "123456",
      password: sha256Hex("N3w-pass"),
      confirm_password: sha256Hex("N3w-pass"),
    });
  });

  it("shows a wrong code inline and stays", async () => {
    const { reset, user } = await openReset();
    await user.type(within(reset).getByLabelText("Code"), "999999");
    await user.type(within(reset).getByLabelText("New password"), "x-longer-pass");
    await user.type(within(reset).getByLabelText("Confirm password"), "x-longer-pass");
    await user.click(within(reset).getByRole("button", { name: "Change password" }));
    expect(await within(reset).findByRole("alert")).toHaveTextContent("Invalid code.");
  });
});
