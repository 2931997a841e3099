// The KYC fields' schemas (the checks and messages are in kyc-constants.ts, which the web reads
// without zod): each field upper-cased and stripped of spaces, then checked; the GSTIN must carry
// the PAN, an FSSAI licence is required for a food shop (onboarding's schema checks that, as it
// knows the kind), the bank account is entered twice.
import { z } from "zod";
import {
  bankAccountProblem,
  fssaiProblem,
  gstinProblem,
  ifscProblem,
  isFoodKind,
  KYC_MESSAGES,
  panProblem,
} from "./kyc-constants";
export * from "./kyc-constants";

const code = (max: number) =>
  z
    .string()
    .max(max * 2)
    .transform((v) => v.replace(/\s+/g, "").toUpperCase());

export const kycInput = z
  .object({
    pan: code(10),
    gstin: code(15),
    fssai: code(14).optional().default(""),
    bank_account: code(18),
    bank_account_confirm: code(18),
    ifsc: code(11),
  })
  .strict();
export type KycInput = z.infer<typeof kycInput>;

/** Adds each KYC problem as an issue at its field (under `at`); `kind` decides whether FSSAI is required. */
export function checkKyc(kyc: KycInput, kind: string, ctx: z.RefinementCtx, at: (string | number)[] = ["kyc"]) {
  const add = (field: string, problem: keyof typeof KYC_MESSAGES | null) => {
    if (problem) ctx.addIssue({ code: "custom", path: [...at, field], message: KYC_MESSAGES[problem] });
  };
  add("pan", panProblem(kyc.pan));
  add("gstin", gstinProblem(kyc.gstin, kyc.pan));
  add("fssai", fssaiProblem(kyc.fssai, isFoodKind(kind)));
  const bank = bankAccountProblem(kyc.bank_account, kyc.bank_account_confirm);
  add(bank === "bankAccountMismatch" ? "bank_account_confirm" : "bank_account", bank);
  add("ifsc", ifscProblem(kyc.ifsc));
}
