import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiErrorRaised } from "@/app/ui-slice";
import { renderWithApp } from "@/testing/render";
import { ApiErrorDialog } from "./api-error-dialog";

describe("ApiErrorDialog", () => {
  it("shows the server message and closes on OK", async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<ApiErrorDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => {
      store.dispatch(apiErrorRaised({ message: "This shop is closed right now." }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog).toHaveAccessibleDescription("This shop is closed right now.");

    await user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(store.getState().ui.apiError.open).toBe(false);
  });

  it("falls back to the generic sentence when the server sent no message", async () => {
    const { store } = renderWithApp(<ApiErrorDialog />);
    act(() => {
      store.dispatch(apiErrorRaised({ message: "  " }));
    });
    expect(await screen.findByRole("dialog")).toHaveTextContent("Something went wrong. Please try again.");
  });
});
