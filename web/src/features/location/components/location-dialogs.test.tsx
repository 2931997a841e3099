// The location's dialogs and the GPS notice speak the language chosen: Hindi here (English is
// asserted by the products page's tests).
import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { SavedAddress } from "@contract/profile";
import en from "@/lib/i18n/en";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import { GPS_MESSAGES } from "../gps";
import { locationActions } from "../slice";
import { DeleteLocationDialog } from "./delete-location-dialog";
import { GpsErrorAlert } from "./gps-error-alert";
import { OverwriteAddressDialog } from "./overwrite-address-dialog";

const home = { id: "a1", type: "Home" } as SavedAddress;

afterEach(async () => {
  await setLanguage("en");
  window.localStorage.clear();
});

describe("in Hindi", () => {
  it("asks before overwriting a saved address, naming its type in Hindi", async () => {
    await setLanguage("hi");
    render(<OverwriteAddressDialog clash={home} onOverwrite={() => {}} onCancel={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "पता बदलें?" });
    expect(dialog).toHaveTextContent("आपका एक पता पहले से घर नाम से सेव है। क्या आप उसे बदलना चाहते हैं?");
    expect(screen.getByRole("button", { name: "बदलें" })).toBeInTheDocument();
  });

  it("asks before deleting a location", async () => {
    await setLanguage("hi");
    render(<DeleteLocationDialog label="12, 4th Cross" busy={false} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "लोकेशन हटाएँ" });
    expect(dialog).toHaveTextContent("क्या आप सच में यह लोकेशन हटाना चाहते हैं? 12, 4th Cross");
  });

  it("shows the GPS failure in Hindi", async () => {
    await setLanguage("hi");
    const { store } = renderWithApp(<GpsErrorAlert />);
    act(() => {
      store.dispatch(locationActions.gpsFailed({ message: GPS_MESSAGES.denied }));
    });
    expect(await screen.findByText(/लोकेशन की अनुमति बंद है/)).toBeInTheDocument();
  });
});

it("keeps the GPS messages' English in the catalogue", () => {
  expect(en.location.gpsErrors).toEqual(GPS_MESSAGES);
});
