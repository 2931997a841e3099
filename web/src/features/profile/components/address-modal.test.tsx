import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp } from "@/testing/render";
import { ProfilePage } from "../pages/profile-page";
import { fakeProfile, fakeProfileServer, homeAddress, storeCustomerSession } from "../testing/fake-profile-server";

async function renderWith(addresses = [homeAddress]) {
  const server = fakeProfileServer(fakeProfile({ address: addresses }));
  storeCustomerSession();
  renderWithApp(<ProfilePage />, { path: "/profile" });
  await screen.findByRole("heading", { name: "Favourite Delivery Locations" });
  return { server, user: userEvent.setup() };
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add More Locations" }));
  return screen.findByRole("dialog", { name: "New Location" });
}

/** Types in the location box and picks the first place offered. */
async function chooseLocation(modal: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(modal).getByRole("combobox", { name: "Location" }), "Kora");
  const option = await within(modal).findByRole("option", { name: /Koramangala/ });
  await user.click(option);
  await waitFor(() => expect(within(modal).getByLabelText("Zipcode")).toHaveValue("560034"));
}

const typeButton = (modal: HTMLElement, name: string) => within(modal).getByRole("button", { name });

describe("New Location modal", () => {
  it("gives the spec's message for each missing part and sends nothing", async () => {
    const { user, server } = await renderWith([]);
    expect(screen.getByText("There is no saved locations")).toBeVisible();
    const modal = await openNew(user);
    await user.click(within(modal).getByRole("button", { name: "Save" }));
    for (const message of [
      "Location is required",
      "House no, Flat, Street is required",
      "Zipcode is required",
      "Please select a type",
    ]) {
      expect(within(modal).getByText(message)).toBeVisible();
    }
    expect(server.of("POST", "/user/profile/address/add")).toEqual([]);
  });

  it("deselects a type chosen again, and reveals a name field for Other", async () => {
    const { user } = await renderWith([]);
    const modal = await openNew(user);
    expect(["Home", "Work", "Other"].map((n) => typeButton(modal, n).getAttribute("aria-pressed"))).toEqual([
      "false",
      "false",
      "false",
    ]);
    await user.click(typeButton(modal, "Home"));
    expect(typeButton(modal, "Home")).toHaveAttribute("aria-pressed", "true");
    await user.click(typeButton(modal, "Work"));
    expect(typeButton(modal, "Home")).toHaveAttribute("aria-pressed", "false");
    expect(typeButton(modal, "Work")).toHaveAttribute("aria-pressed", "true");
    await user.click(typeButton(modal, "Work"));
    expect(typeButton(modal, "Work")).toHaveAttribute("aria-pressed", "false");

    expect(within(modal).queryByLabelText("Name this address")).not.toBeInTheDocument();
    await user.click(typeButton(modal, "Other"));
    expect(within(modal).getByLabelText("Name this address")).toBeVisible();
    await user.click(within(modal).getByRole("button", { name: "Save" }));
    expect(within(modal).getByText("Type is required")).toBeVisible();
    await user.click(typeButton(modal, "Other"));
    expect(within(modal).queryByLabelText("Name this address")).not.toBeInTheDocument();
    // The type is checked again when the choice changes.
    expect(within(modal).queryByText("Type is required")).not.toBeInTheDocument();
    expect(within(modal).getByText("Please select a type")).toBeVisible();
    await user.click(typeButton(modal, "Work"));
    expect(within(modal).queryByText("Please select a type")).not.toBeInTheDocument();
  });

  it("saves a new address from a chosen place, then shows it in the list", async () => {
    const { user, server } = await renderWith([]);
    const modal = await openNew(user);
    await chooseLocation(modal, user);
    await user.type(within(modal).getByLabelText("House no, Flat, Street"), "Flat 4, 5th Cross");
    await user.click(typeButton(modal, "Other"));
    await user.type(within(modal).getByLabelText("Name this address"), "Gym");
    await user.click(within(modal).getByRole("button", { name: "Save" }));

    const done = await screen.findByRole("dialog", { name: "Success" });
    expect(done).toHaveTextContent("Address saved successfully.");
    expect(server.of("POST", "/user/profile/address/add")[0].body).toEqual({
      deliveryAddress: {
        location: { type: "Point", coordinates: [77.6245, 12.9352] },
        address: { street: "Flat 4, 5th Cross", area: "Koramangala, Bengaluru, Karnataka", zipcode: "560034" },
        is_default: false,
        type: "Gym",
      },
    });
    await user.click(within(done).getByRole("button", { name: "OK" }));
    const list = await screen.findByRole("list", { name: "Saved addresses" });
    expect(within(list).getByText("Flat 4, 5th Cross, Koramangala, Bengaluru, Karnataka - 560034")).toBeVisible();
  });

  it("asks before overwriting an address of the same type, and overwrites it on yes", async () => {
    const { user, server } = await renderWith();
    const modal = await openNew(user);
    await chooseLocation(modal, user);
    await user.type(within(modal).getByLabelText("House no, Flat, Street"), "New house 7");
    await user.click(typeButton(modal, "Home"));
    await user.click(within(modal).getByRole("button", { name: "Save" }));

    const confirm = await screen.findByRole("dialog", { name: "Overwrite address?" });
    expect(confirm).toHaveTextContent("You already have an address saved as Home. Do you want to overwrite it?");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(server.of("POST", "/user/profile/address/add")).toEqual([]);
    expect(server.of("POST", "/user/profile/address/edit")).toEqual([]);

    await user.click(
      within(screen.getByRole("dialog", { name: "New Location" })).getByRole("button", { name: "Save" }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "Overwrite address?" })).getByRole("button", {
        name: "Overwrite",
      }),
    );
    expect(await screen.findByRole("dialog", { name: "Success" })).toBeVisible();
    const overwrite = server.of("POST", "/user/profile/address/edit")[0].body as {
      id: string;
      deliveryAddress: { address: { street: string } };
    };
    expect(overwrite.id).toBe(homeAddress.id);
    expect(overwrite.deliveryAddress.address.street).toBe("New house 7");
    expect(server.of("POST", "/user/profile/address/add")).toEqual([]);
  });

  it("clears the chosen place when the location text changes", async () => {
    const { user } = await renderWith([]);
    const modal = await openNew(user);
    await chooseLocation(modal, user);
    await user.type(within(modal).getByRole("combobox", { name: "Location" }), "x");
    await user.click(within(modal).getByRole("button", { name: "Save" }));
    expect(within(modal).getByText("Location is required")).toBeVisible();
  });
});

describe("Edit Address modal", () => {
  it("offers only the existing type and keeps the original coordinates", async () => {
    const { user, server } = await renderWith();
    await user.click(screen.getByRole("button", { name: "Edit Home address" }));
    const modal = await screen.findByRole("dialog", { name: "Edit Address" });
    expect(
      within(modal)
        .getAllByRole("button", { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(["Home"]);
    expect(within(modal).queryByRole("button", { name: "Work" })).not.toBeInTheDocument();
    expect(within(modal).queryByRole("button", { name: "Other" })).not.toBeInTheDocument();
    expect(within(modal).getByLabelText("Location")).toHaveValue("Indiranagar, Bengaluru");

    await user.type(within(modal).getByLabelText("Location"), " East");
    const street = within(modal).getByLabelText("House no, Flat, Street");
    await user.clear(street);
    await user.type(street, "14, 4th Cross");
    await user.click(within(modal).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("dialog", { name: "Success" })).toHaveTextContent("Address updated successfully.");
    expect(server.of("POST", "/user/profile/address/edit")[0].body).toEqual({
      id: homeAddress.id,
      deliveryAddress: {
        location: homeAddress.location,
        address: {
          street: "14, 4th Cross",
          area: "Indiranagar, Bengaluru East",
          zipcode: "560038",
          landmark: "Near the metro",
        },
        is_default: true,
        type: "Home",
      },
    });
  });

  it("shows a custom type as Other with its name", async () => {
    const { user } = await renderWith([{ ...homeAddress, id: "addr-gym", type: "Gym", is_default: false }]);
    await user.click(screen.getByRole("button", { name: "Edit Gym address" }));
    const modal = await screen.findByRole("dialog", { name: "Edit Address" });
    expect(typeButton(modal, "Other")).toHaveAttribute("aria-pressed", "true");
    expect(within(modal).getByLabelText("Name this address")).toHaveValue("Gym");
  });
});

describe("deleting a saved address", () => {
  it("asks to confirm, deletes, says so and refreshes the profile", async () => {
    const { user, server } = await renderWith();
    const loadsBefore = server.of("GET", "/user/profile/view").length;
    await user.click(screen.getByRole("button", { name: "Delete Home address" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete address" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(server.of("DELETE", "/user/profile/address/delete")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Home address" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete address" })).getByRole("button", { name: "Delete" }),
    );
    const done = await screen.findByRole("dialog", { name: "Success" });
    expect(done).toHaveTextContent("Address deleted successfully.");
    expect(server.of("DELETE", "/user/profile/address/delete")[0].body).toEqual({ id: homeAddress.id });
    await waitFor(() => expect(server.of("GET", "/user/profile/view").length).toBe(loadsBefore + 1));
    await user.click(within(done).getByRole("button", { name: "OK" }));
    expect(await screen.findByText("There is no saved locations")).toBeVisible();
  });
});
