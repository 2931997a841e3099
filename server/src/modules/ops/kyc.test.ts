// The KYC checks: known-good GSTINs pass (their check characters computed by GSTN's mod-36
// scheme), and each rule's failure names itself, in English and Hindi.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  bankAccountProblem,
  checkKyc,
  fssaiProblem,
  gstinCheckCharacter,
  gstinProblem,
  ifscProblem,
  isFoodKind,
  KYC_MESSAGES,
  KYC_MESSAGES_HI,
  kycInput,
  maskAccount,
  panProblem,
} from "../../contract/kyc";

// Real, published GSTINs (companies' invoices and the GST portal's examples).
const GOOD_GSTINS = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAGFF2194N1Z1", "27AAACR5055K1Z7", "24AAACC1206D1ZM"];

describe("PAN", () => {
  it("takes 5 letters, 4 digits, 1 letter with a holder type as the 4th letter", () => {
    expect(panProblem("ABCPE1234F")).toBeNull();
    expect(panProblem("AAPFU0939F")).toBeNull();
    expect(panProblem("")).toBe("panRequired");
    expect(panProblem("ABCP1234F")).toBe("panFormat");
    expect(panProblem("ABCPE12345")).toBe("panFormat");
    expect(panProblem("abcpe1234f")).toBe("panFormat");
    expect(panProblem("ABCXE1234F")).toBe("panHolder");
  });
});

describe("GSTIN", () => {
  it("accepts known-good GSTINs and computes their check characters", () => {
    for (const g of GOOD_GSTINS) {
      expect(gstinProblem(g), g).toBeNull();
      expect(gstinCheckCharacter(g.slice(0, 14))).toBe(g[14]);
    }
  });

  it("names each rule's failure", () => {
    expect(gstinProblem("")).toBe("gstinRequired");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("gstinLength");
    expect(gstinProblem("39AAPFU0939F1ZV")).toBe("gstinState");
    expect(gstinProblem("00AAPFU0939F1ZV")).toBe("gstinState");
    expect(gstinProblem("27AAPXU0939F1ZV")).toBe("gstinPan");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("gstinEntity");
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("gstinZ");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("gstinChecksum");
    expect(gstinProblem("27AAPFU0939F1ZV", "ABCPE1234F")).toBe("gstinPanMismatch");
    expect(gstinProblem("27AAPFU0939F1ZV", "AAPFU0939F")).toBeNull();
  });

  it("catches every single-character typo in the last place", () => {
    const good = GOOD_GSTINS[0];
    for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      if (c === good[14]) continue;
      expect(gstinProblem(good.slice(0, 14) + c)).toBe("gstinChecksum");
    }
  });
});

describe("FSSAI, bank account, IFSC", () => {
  it("requires a 14-digit FSSAI licence for food shops only", () => {
    expect(fssaiProblem("", true)).toBe("fssaiRequired");
    expect(fssaiProblem("", false)).toBeNull();
    expect(fssaiProblem("1234567890123", false)).toBe("fssaiFormat");
    expect(fssaiProblem("12345678901234", true)).toBeNull();
    expect(isFoodKind("grocery")).toBe(true);
    expect(isFoodKind("Electronics")).toBe(false);
  });

  it("takes 9 to 18 digits entered twice and an IFSC with 0 as its 5th character", () => {
    expect(bankAccountProblem("12345678", "12345678")).toBe("bankAccountFormat");
    expect(bankAccountProblem("1234567890123456789", "1234567890123456789")).toBe("bankAccountFormat");
    expect(bankAccountProblem("123456789012", "123456789013")).toBe("bankAccountMismatch");
    expect(bankAccountProblem("123456789012", "123456789012")).toBeNull();
    expect(ifscProblem("SBIN0001234")).toBeNull();
    expect(ifscProblem("SBIN1001234")).toBe("ifscFormat");
    expect(ifscProblem("SBI0001234")).toBe("ifscFormat");
    expect(maskAccount("123456789012")).toBe("••••••••9012");
  });
});

describe("the KYC schema", () => {
  const schema = (kind: string) => kycInput.superRefine((k, ctx) => checkKyc(k, kind, ctx, []));
  it("upper-cases and strips spaces, then reports each problem at its field", () => {
    const ok = schema("Electronics").safeParse({
      pan: "aapfu 0939f",
      gstin: "27aapfu0939f1zv",
      bank_account: "1234 5678 9012",
      bank_account_confirm: "123456789012",
      ifsc: "sbin0001234",
    });
    expect(ok.success).toBe(true);
    const bad = schema("Grocery").safeParse({
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZW",
      bank_account: "123456789012",
      bank_account_confirm: "123456789013",
      ifsc: "SBIN1001234",
    });
    expect(bad.success).toBe(false);
    const issues = Object.fromEntries((bad.error as z.ZodError).issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({
      gstin: KYC_MESSAGES.gstinChecksum,
      fssai: KYC_MESSAGES.fssaiRequired,
      bank_account_confirm: KYC_MESSAGES.bankAccountMismatch,
      ifsc: KYC_MESSAGES.ifscFormat,
    });
  });

  it("has every message in Hindi", () => {
    for (const key of Object.keys(KYC_MESSAGES) as (keyof typeof KYC_MESSAGES)[]) {
      expect(KYC_MESSAGES_HI[key]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
