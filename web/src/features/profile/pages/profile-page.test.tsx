import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sha256Hex } from "@/lib/password-hash";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import {
  EMAIL_CODE,
  OLD_PASSWORD,
  fakeProfile,
  fakeProfileServer,
  storeCustomerSession,
} from "../testing/fake-profile-server";
import { ProfilePage } from "./profile-page";

async function renderProfile(server = fakeProfileServer()) {
  storeCustomerSession();
  const view = renderWithApp(<ProfilePage />, { path: "/profile" });
  await screen.findByRole("button", { name: "Edit profile" });
  return { ...view, server, user: userEvent.setup() };
}
/** The read-only summary on the page. */
const details = () => screen.getByRole("region", { name: "Personal details" });
/** Opens the Edit Profile modal with the editable form. */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(details()).getByRole("button", { name: "Edit profile" }));
  return screen.findByRole("dialog", { name: "Edit Profile" });
}
const notice = async (title: string) => screen.findByRole("dialog", { name: title });

describe("profile page", () => {
  it("shows the photo, name, mobile with its tick, email with Verify, and no saved locations", async () => {
    await renderProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Profile & Settings" })).toBeVisible();
    expect(screen.getByRole("img", { name: "No profile photo" })).toHaveTextContent("AV");
    const form = details();
    expect(within(form).getByText("Asha Verma")).toBeVisible();
    expect(within(form).getByText("+91 9876543210")).toBeVisible();
    expect(within(form).getByText("Mobile number verified")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Verify" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Favourite Delivery Locations" })).toBeVisible();
    expect(screen.getByText("There is no saved locations")).toBeVisible();
    // Read-only on the page: no form, no pencils until the Edit Profile modal opens.
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Edit first name" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("speaks Hindi: the page, the summary and the Edit Profile modal", async () => {
    await setLanguage("hi");
    try {
      fakeProfileServer();
      storeCustomerSession();
      renderWithApp(<ProfilePage />, { path: "/profile" });
      expect(await screen.findByRole("heading", { level: 1, name: "प्रोफ़ाइल और सेटिंग" })).toBeVisible();
      const form = await screen.findByRole("region", { name: "निजी जानकारी" });
      expect(within(form).getByText("मोबाइल नंबर वेरिफ़ाइड है")).toBeInTheDocument();
      expect(within(form).getByRole("button", { name: "वेरिफ़ाई करें" })).toBeVisible();
      expect(screen.getByText("कोई लोकेशन सेव नहीं है")).toBeVisible();
      await userEvent.click(within(form).getByRole("button", { name: "प्रोफ़ाइल बदलें" }));
      const editor = await screen.findByRole("dialog", { name: "प्रोफ़ाइल बदलें" });
      expect(within(editor).getByRole("button", { name: "पहला नाम बदलें" })).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.removeItem("galli:language");
    }
  });

  it("edits in the Edit Profile modal: Save disabled until a change, only the changed field sent", async () => {
    const { user, server, store } = await renderProfile();
    const editor = await openEditor(user);
    const save = within(editor).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(within(editor).queryByLabelText("First name")).not.toBeInTheDocument();
    expect(within(editor).getByText("Asha")).toBeVisible();
    expect(within(editor).getByText("Mobile number verified")).toBeInTheDocument();

    await user.click(within(editor).getByRole("button", { name: "Edit first name" }));
    const first = within(editor).getByLabelText("First name");
    expect(save).toBeDisabled();
    await user.clear(first);
    await user.type(first, "Anita");
    expect(save).toBeEnabled();
    await user.click(save);

    const done = await notice("Success");
    expect(done).toHaveTextContent("Profile updated successfully.");
    expect(screen.queryByRole("dialog", { name: "Edit Profile" })).not.toBeInTheDocument();
    expect(server.of("POST", "/user/profile/edit")[0].body).toEqual({ first_name: "Anita" });
    expect(store.getState().session.userName).toBe("Anita Verma");
    expect(window.localStorage.getItem("galli:user_name")).toBe("Anita Verma");
    await user.click(within(done).getByRole("button", { name: "OK" }));
    expect(within(details()).getByText("Anita Verma")).toBeVisible();

    // Opening it again starts from the saved profile, Save disabled.
    const again = await openEditor(user);
    expect(within(again).getByText("Anita")).toBeVisible();
    expect(within(again).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("discards unsaved edits when the modal is closed", async () => {
    const { user, server } = await renderProfile();
    const editor = await openEditor(user);
    await user.click(within(editor).getByRole("button", { name: "Edit last name" }));
    await user.clear(within(editor).getByLabelText("Last name"));
    await user.type(within(editor).getByLabelText("Last name"), "Rao");
    await user.click(within(editor).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Edit Profile" })).not.toBeInTheDocument();
    expect(within(details()).getByText("Asha Verma")).toBeVisible();
    expect(server.of("POST", "/user/profile/edit")).toEqual([]);

    const again = await openEditor(user);
    expect(within(again).getByText("Verma")).toBeVisible();
    expect(within(again).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it.each([
    ["first name", "", "First name is required."],
    ["last name", "", "Last name is required."],
    ["email", "", "Email is required."],
    ["email", "asha@", "Invalid email."],
    ["mobile number", "", "Mobile Number is required."],
    ["mobile number", "98765", "Invalid phone number."],
  ])("refuses an invalid %s (%j) with the spec's message", async (field, value, message) => {
    const { user, server } = await renderProfile();
    const editor = await openEditor(user);
    await user.click(within(editor).getByRole("button", { name: `Edit ${field}` }));
    const label =
      field === "first name"
        ? "First name"
        : field === "last name"
          ? "Last name"
          : field === "email"
            ? "Email"
            : "Mobile number";
    const input = within(editor).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(within(editor).getByRole("button", { name: "Save" }));
    expect(within(editor).getByText(message)).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Edit Profile" })).toBeVisible();
    expect(server.of("POST", "/user/profile/edit")).toEqual([]);
  });

  it("verifies the email with a code and shows the tick", async () => {
    const { user, server } = await renderProfile();
    await user.click(within(details()).getByRole("button", { name: "Verify" }));
    const info = await notice("Information");
    expect(info).toHaveTextContent("A verification code has been sent to asha@example.in.");
    await user.click(within(info).getByRole("button", { name: "OK" }));

    await user.click(within(details()).getByRole("button", { name: "Submit code" }));
    expect(within(details()).getByText("Please enter valid otp code.")).toBeVisible();

    await user.type(within(details()).getByLabelText("Email verification code"), "111111");
    await user.click(within(details()).getByRole("button", { name: "Submit code" }));
    const error = await notice("Error");
    expect(error).toHaveTextContent("Invalid code.");
    await user.click(within(error).getByRole("button", { name: "OK" }));

    await user.clear(within(details()).getByLabelText("Email verification code"));
    await user.type(within(details()).getByLabelText("Email verification code"), EMAIL_CODE);
    await user.click(within(details()).getByRole("button", { name: "Submit code" }));
    const verified = await notice("Information");
    expect(verified).toHaveTextContent("Your email has been verified.");
    await user.click(within(verified).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(within(details()).getByText("Email verified")).toBeInTheDocument());
    expect(within(details()).queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
    expect(server.of("GET", "/user/profile/view").length).toBeGreaterThanOrEqual(2);
  });

  it("changes the photo through the image picker, and refuses other files", async () => {
    const { server } = await renderProfile();
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText("Change profile photo");
    expect(picker).toHaveAttribute("accept", "image/*");

    await user.upload(picker, new File(["not a picture"], "notes.txt", { type: "text/plain" }));
    const error = await notice("Error");
    expect(error).toHaveTextContent("Profile image accepts image files only.");
    await user.click(within(error).getByRole("button", { name: "OK" }));
    expect(server.of("POST", "/user/profile/image/change")).toEqual([]);

    await user.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" }));
    const photo = await screen.findByRole("img", { name: "Profile photo" });
    expect(photo).toHaveAttribute(
      "src",
      "/user/profile/image/view?img=profile%2Fabc123.webp&format=png&width=500&height=500",
    );
    const sent = server.of("POST", "/user/profile/image/change")[0].body as FormData;
    expect((sent.get("image") as File).name).toBe("me.png");
  });

  it("changes the password in its modal and keeps the customer logged in with the new session", async () => {
    const { user, server, store } = await renderProfile();
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    const modal = await screen.findByRole("dialog", { name: "Change Password" });
    await user.click(within(modal).getByRole("button", { name: "Change password" }));
    expect(within(modal).getByText("Old Password is required.")).toBeVisible();
    expect(within(modal).getByText("New Password is required.")).toBeVisible();

    await user.type(within(modal).getByLabelText("Old password"), "wrong");
    await user.type(within(modal).getByLabelText("New password"), "N3w#pass");
    await user.click(within(modal).getByRole("button", { name: "Change password" }));
    expect(await within(modal).findByRole("alert")).toHaveTextContent("Old password is incorrect.");

    await user.clear(within(modal).getByLabelText("Old password"));
    await user.type(within(modal).getByLabelText("Old password"), OLD_PASSWORD);
    await user.click(within(modal).getByRole("button", { name: "Change password" }));
    expect(await notice("Success")).toHaveTextContent("Password changed successfully.");
    expect(screen.queryByRole("dialog", { name: "Change Password" })).not.toBeInTheDocument();
    expect(server.of("POST", "/user/profile/password/edit").at(-1)!.body).toEqual({
      old_password: sha256Hex(OLD_PASSWORD),
      new_password: sha256Hex("N3w#pass"),
    });
    expect(store.getState().session.token).toBe("after-password-change");
    expect(window.localStorage.getItem("galli:refresh_token")).toBe("new-family");
  });

  it("shows a verified email with its tick", async () => {
    await renderProfile(fakeProfileServer(fakeProfile({ email: { id: "asha@example.in", is_verified: true } })));
    expect(within(details()).getByText("Email verified")).toBeInTheDocument();
    expect(within(details()).queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
  });
});
