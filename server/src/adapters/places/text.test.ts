import { describe, expect, it } from "vitest";
import { displayCase, localityName, normalize } from "./text";

describe("gazetteer text", () => {
  it("turns post office names into locality names", () => {
    expect(localityName("Koramangala S.O")).toEqual({ name: "Koramangala", kind: "sub" });
    expect(localityName("Bangalore G.P.O.")).toEqual({ name: "Bangalore", kind: "head" });
    expect(localityName("Chas S.O (Bokaro)")).toEqual({ name: "Chas", kind: "sub" });
    expect(localityName("Sriramnagar S.O(Rajahmundry)")?.name).toBe("Sriramnagar");
    expect(localityName("Panvel S.O (Raigarh(MH))")?.name).toBe("Panvel");
    expect(localityName("Dumrawan SO")?.name).toBe("Dumrawan");
    expect(localityName("NAGADENAHALLI")).toEqual({ name: "Nagadenahalli", kind: "other" });
    expect(localityName("NA")).toBeNull();
    expect(localityName("600018")).toBeNull();
  });

  it("cases and normalises text", () => {
    expect(displayCase("ANDAMAN & NICOBAR ISLANDS")).toBe("Andaman & Nicobar Islands");
    expect(displayCase("Gautam Buddha Nagar **")).toBe("Gautam Buddha Nagar");
    expect(displayCase("Koramangala VI Bk")).toBe("Koramangala VI Bk");
    expect(normalize("  J.C.Nagar,  Bengalūru ")).toBe("j c nagar bengaluru");
  });
});
