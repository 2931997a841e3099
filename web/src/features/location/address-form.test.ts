import { describe, expect, it } from "vitest";
import type { SavedAddress } from "@contract/profile";
import {
  choiceOf,
  draftFrom,
  emptyDraft,
  offeredChoices,
  toDeliveryAddress,
  toggleChoice,
  typeOf,
  validateAddress,
  type AddressDraft,
} from "./address-form";
import { findAddressClash as findClash } from "./addresses";

const saved = (id: string, type: string): SavedAddress => ({
  id,
  type,
  location: { type: "Point", coordinates: [77.6, 12.9] },
  address: { street: "12 MG Road", area: "Bengaluru", zipcode: "560001", landmark: "Near the metro" },
  is_default: false,
});
const complete = (change: Partial<AddressDraft> = {}): AddressDraft => ({
  ...emptyDraft(),
  search: "Koramangala, Bengaluru",
  location: [77.62, 12.93],
  street: "Flat 4, 5th Cross",
  zipcode: "560034",
  choice: "Home",
  ...change,
});

describe("address type rules", () => {
  it("choosing the selected type again deselects it", () => {
    expect(toggleChoice(null, "Home")).toBe("Home");
    expect(toggleChoice("Home", "Home")).toBeNull();
    expect(toggleChoice("Home", "Work")).toBe("Work");
    expect(toggleChoice("Other", "Other")).toBeNull();
  });

  it("offers every type when adding and only the existing one when editing", () => {
    expect(offeredChoices(null)).toEqual(["Home", "Work", "Other"]);
    expect(offeredChoices(saved("a", "Work"))).toEqual(["Work"]);
    expect(offeredChoices(saved("a", "Gym"))).toEqual(["Other"]);
  });

  it("reads a custom type as Other with its name", () => {
    expect(choiceOf("home")).toEqual({ choice: "Home", customType: "" });
    expect(choiceOf("Parents' home")).toEqual({ choice: "Other", customType: "Parents' home" });
    expect(typeOf(complete({ choice: "Other", customType: " Gym " }))).toBe("Gym");
    expect(typeOf(complete({ choice: "Other", customType: " " }))).toBeNull();
  });

  it("finds a type already used, without case, except the address being edited", () => {
    const list = [saved("a", "Home"), saved("b", "Gym")];
    expect(findClash(list, "home", null)?.id).toBe("a");
    expect(findClash(list, "GYM", null)?.id).toBe("b");
    expect(findClash(list, "Home", "a")).toBeUndefined();
    expect(findClash(list, "Work", null)).toBeUndefined();
  });
});

describe("address validation", () => {
  it("gives the spec's message for each missing part", () => {
    expect(validateAddress(emptyDraft())).toEqual({
      search: "Location is required",
      street: "House no, Flat, Street is required",
      zipcode: "Zipcode is required",
      type: "Please select a type",
    });
    expect(validateAddress(complete({ choice: "Other", customType: "" }))).toEqual({ type: "Type is required" });
    expect(validateAddress(complete({ location: null }))).toEqual({ search: "Location is required" });
    expect(validateAddress(complete({ street: "   " }))).toEqual({ street: "House no, Flat, Street is required" });
    expect(validateAddress(complete({ zipcode: "5600" }))).toEqual({ zipcode: "Invalid zipcode." });
    expect(validateAddress(complete())).toEqual({});
  });

  it("treats the landmark as optional", () => {
    expect(toDeliveryAddress(complete()).address).toEqual({
      street: "Flat 4, 5th Cross",
      area: "Koramangala, Bengaluru",
      zipcode: "560034",
    });
    expect(toDeliveryAddress(complete({ landmark: "Opp. park" })).address.landmark).toBe("Opp. park");
  });
});

describe("editing", () => {
  it("keeps the original coordinates and fills the form from the address", () => {
    const draft = draftFrom({ ...saved("a", "Gym"), is_default: true });
    expect(draft).toMatchObject({
      location: [77.6, 12.9],
      choice: "Other",
      customType: "Gym",
      landmark: "Near the metro",
      isDefault: true,
    });
    expect(toDeliveryAddress(draft)).toEqual({
      location: { type: "Point", coordinates: [77.6, 12.9] },
      address: { street: "12 MG Road", area: "Bengaluru", zipcode: "560001", landmark: "Near the metro" },
      is_default: true,
      type: "Gym",
    });
  });
});
