// Back closes an open dialog (its own history entry); a dialog closed by its button takes that
// entry back off, so history is where it was; a navigation asked for meanwhile waits for it.
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Dialog } from "./radix/dialog";
import { afterPendingBack, whenModalEntry } from "./back-closes";

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

  it("an address for what a dialog shows goes on the dialog's own entry, the page's entry keeping its own", async () => {
    // A page's own entry (no dialog's marker left on it by an earlier test).
    window.history.replaceState(null, "", "/shop");
    render(<Page />);
    let ran = 0;
    // Asked before the dialog has pushed its entry: it waits for it.
    const cancel = whenModalEntry(() => {
      ran += 1;
      window.history.replaceState(window.history.state, "", "/shop/product/p1");
    });
    expect(ran).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(ran).toBe(1);
    expect(window.location.pathname).toBe("/shop/product/p1");
    cancel();
    // Closing takes the dialog's entry back: the page's own address again.
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await act(async () => {
      await afterPendingBack();
    });
    expect(window.location.pathname).toBe("/shop");
    // Asked while a dialog's entry is current: at once.
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    let now = 0;
    whenModalEntry(() => (now += 1))();
    expect(now).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await act(async () => {
      await afterPendingBack();
    });
  });
});
