// Back closes an open dialog (its own history entry); a dialog closed by its button takes that
// entry back off, so history is where it was; a navigation asked for meanwhile waits for it.
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Dialog } from "./radix/dialog";
import { afterPendingBack } from "./back-closes";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="Cart" size="sm">
        <button onClick={() => setOpen(false)}>Done</button>
      </Dialog>
    </>
  );
}

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener("popstate", () => resolve(), { once: true }));

describe("Back and an open dialog", () => {
  it("Back closes the dialog and leaves the page where it was", async () => {
    render(<Page />);
    const start: unknown = window.history.state;
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "Cart" })).toBeInTheDocument();
    expect(window.history.state).toMatchObject({ galliModal: expect.any(String) });
    expect(window.history.state).not.toEqual(start);
    const back = popped();
    await act(async () => {
      window.history.back();
      await back;
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.history.state).toEqual(start);
    expect(afterPendingBack()).toBeNull();
  });

  it("a dialog closed by its own button takes its history entry back off", async () => {
    render(<Page />);
    const start: unknown = window.history.state;
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(window.history.state).toMatchObject({ galliModal: expect.any(String) });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const waiting = afterPendingBack();
    expect(waiting).not.toBeNull();
    await act(async () => {
      await waiting;
    });
    expect(window.history.state).toEqual(start);
    expect(afterPendingBack()).toBeNull();
  });
});
