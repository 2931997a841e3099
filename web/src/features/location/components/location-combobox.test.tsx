// The shared combobox: keyboard choice, Escape, and deleting a saved address from the list.
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { LocationCombobox, type ComboOption } from "./location-combobox";

function Harness({ options, onDismiss }: { options: ComboOption[]; onDismiss?: () => void }) {
  const [value, setValue] = useState("");
  return (
    <LocationCombobox
      label="Location"
      listLabel="Places"
      value={value}
      options={options}
      onType={setValue}
      onDismiss={onDismiss}
      hint="Search a locality"
      error="Location is required"
    />
  );
}

describe("LocationCombobox", () => {
  it("opens on focus, moves with the arrows and chooses with Enter", async () => {
    const choose = [vi.fn(), vi.fn()];
    const options = [
      { key: "a", main: "Koramangala", secondary: "Bengaluru", choose: choose[0] },
      { key: "b", main: "Indiranagar", choose: choose[1] },
    ];
    const user = userEvent.setup();
    render(<Harness options={options} />);
    const input = screen.getByRole("combobox", { name: "Location" });
    expect(input).toHaveAccessibleDescription("Search a locality Location is required");
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.click(input);
    expect(screen.getByRole("listbox", { name: "Places" })).toBeVisible();
    expect(screen.getByRole("option", { name: "Koramangala, Bengaluru" })).toBeVisible();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Indiranagar" }).id);
    await user.keyboard("{Enter}");
    expect(choose[1]).toHaveBeenCalledOnce();
    expect(choose[0]).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("closes on Escape and tells its owner", async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<Harness options={[{ key: "a", main: "Koramangala", choose: vi.fn() }]} onDismiss={onDismiss} />);
    await user.click(screen.getByRole("combobox", { name: "Location" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("deletes a removable option with its button or the Delete key, without choosing it", async () => {
    const choose = vi.fn();
    const remove = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        options={[
          {
            key: "h",
            main: "Home",
            secondary: "Flat 4",
            choose,
            remove: { label: "Delete Home address", run: remove },
          },
        ]}
      />,
    );
    await user.click(screen.getByRole("combobox", { name: "Location" }));
    await user.click(screen.getByRole("button", { name: "Delete Home address" }));
    expect(remove).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("combobox", { name: "Location" }));
    await user.keyboard("{ArrowDown}{Delete}");
    expect(remove).toHaveBeenCalledTimes(2);
    expect(choose).not.toHaveBeenCalled();
  });
});
