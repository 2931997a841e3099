// Onboarding a merchant (Admin): the form prefilled from a partner enquiry (?enquiry=id), checked
// here with the server's own KYC rules (contract/kyc-constants.ts) before it is sent; the server's
// field errors land on their fields. Done, it shows the store key and the masked bank account.
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import type { EnquiryView, OnboardingResult } from "@contract/ops-onboarding";
import {
  bankAccountProblem,
  fssaiProblem,
  gstinProblem,
  ifscProblem,
  isFoodKind,
  KYC_MESSAGES,
  KYC_MESSAGES_HI,
  panProblem,
  type KycMessage,
} from "@contract/kyc-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsRequest, type OpsError } from "../ops-api";
import styles from "./ops-pages.module.css";

const FIELDS = [
  "business_name",
  "email",
  "shop_name",
  "kind",
  "primary_mobile",
  "store.street",
  "store.area",
  "store.city",
  "store.state",
  "store.pincode",
  "store.lat",
  "store.lng",
  "admin.name",
  "admin.mobile",
  "kyc.pan",
  "kyc.gstin",
  "kyc.fssai",
  "kyc.bank_account",
  "kyc.bank_account_confirm",
  "kyc.ifsc",
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ""])) as Values;

const squash = (v: string) => v.replace(/\s+/g, "").toUpperCase();

/** The KYC checks the server runs, in the page's language. */
function kycErrors(v: Values): Partial<Record<Field, string>> {
  const say = (m: KycMessage | null) =>
    m ? (currentLanguage() === "hi" ? KYC_MESSAGES_HI[m] : KYC_MESSAGES[m]) : undefined;
  const bank = bankAccountProblem(squash(v["kyc.bank_account"]), squash(v["kyc.bank_account_confirm"]));
  const out: Partial<Record<Field, string | undefined>> = {
    "kyc.pan": say(panProblem(squash(v["kyc.pan"]))),
    "kyc.gstin": say(gstinProblem(squash(v["kyc.gstin"]), squash(v["kyc.pan"]))),
    "kyc.fssai": say(fssaiProblem(squash(v["kyc.fssai"]), isFoodKind(v.kind))),
    [bank === "bankAccountMismatch" ? "kyc.bank_account_confirm" : "kyc.bank_account"]: say(bank),
    "kyc.ifsc": say(ifscProblem(squash(v["kyc.ifsc"]))),
  };
  return Object.fromEntries(Object.entries(out).filter(([, m]) => m)) as Partial<Record<Field, string>>;
}

function body(v: Values, enquiryId: string | null) {
  return {
    ...(enquiryId ? { enquiry_id: enquiryId } : {}),
    business_name: v.business_name,
    email: v.email,
    shop_name: v.shop_name,
    kind: v.kind,
    primary_mobile: v.primary_mobile,
    store: {
      street: v["store.street"],
      area: v["store.area"],
      city: v["store.city"],
      state: v["store.state"],
      pincode: v["store.pincode"],
      lat: v["store.lat"],
      lng: v["store.lng"],
    },
    admin: { name: v["admin.name"], mobile: v["admin.mobile"] },
    kyc: {
      pan: v["kyc.pan"],
      gstin: v["kyc.gstin"],
      fssai: v["kyc.fssai"],
      bank_account: v["kyc.bank_account"],
      bank_account_confirm: v["kyc.bank_account_confirm"],
      ifsc: v["kyc.ifsc"],
    },
  };
}

export default function OnboardingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const enquiryId = params.get("enquiry");
  const [values, setValues] = useState<Values>(EMPTY);
  const [kinds, setKinds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<OnboardingResult | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetch("/merchant/api/category/1", { headers: { accept: "application/json" } })
      .then((r) => r.json() as Promise<{ data?: { categories: { display_name: string }[] } }>)
      .then((r) => setKinds((r.data?.categories ?? []).map((c) => c.display_name)))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!enquiryId) return;
    opsRequest<EnquiryView>("GET", `/enquiries/${encodeURIComponent(enquiryId)}`)
      .then((e) => {
        const [city, state] = e.city.split(",").map((p) => p.trim());
        setValues((v) => ({
          ...v,
          business_name: e.business_name,
          email: e.email_id,
          shop_name: e.business_name,
          kind: e.shop_category,
          primary_mobile: e.contact_num,
          "store.city": city ?? "",
          "store.state": state ?? "",
          "admin.name": e.name,
          "admin.mobile": e.contact_num,
        }));
      })
      .catch((err: Error) => setFailure(err.message));
  }, [enquiryId]);

  const field = (
    name: Field,
    label: string,
    extra: { type?: string; hint?: string; inputMode?: "numeric" | "decimal" | "tel" } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name]}
      {...extra}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const local = kycErrors(values);
    setErrors(local);
    if (Object.keys(local).length) return setFailure(t("opsCore.onboarding.fixErrors"));
    setBusy(true);
    try {
      setDone(await opsRequest<OnboardingResult>("POST", "/onboarding", body(values, enquiryId)));
    } catch (err) {
      const failed = err as OpsError;
      const byField = Object.fromEntries(
        failed.errors
          .filter((x) => x.path && (FIELDS as readonly string[]).includes(x.path))
          .map((x) => [x.path, x.message]),
      );
      setErrors(byField);
      setFailure(failed.message);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className={styles.page}>
        <h1>{t("opsCore.onboarding.title")}</h1>
        <Alert tone="success">
          {t("opsCore.onboarding.done", {
            name: values.business_name,
            storeKey: done.store_key,
            account: done.kyc.bank_account,
          })}
        </Alert>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t("opsCore.onboarding.title")}</h1>
      <p className={styles.muted}>{t("opsCore.onboarding.lead")}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>{t("opsCore.onboarding.business")}</legend>
          {field("business_name", t("opsCore.onboarding.businessName"))}
          {field("email", t("opsCore.onboarding.email"), { type: "email" })}
          {field("shop_name", t("opsCore.onboarding.shopName"))}
          <label className={styles.select}>
            {t("opsCore.onboarding.kind")}
            <select name="kind" value={values.kind} onChange={(e) => setValues({ ...values, kind: e.target.value })}>
              <option value="">{t("opsCore.onboarding.choose")}</option>
              {[...new Set([...kinds, ...(values.kind ? [values.kind] : [])])].map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
            {errors.kind && <span role="alert">{errors.kind}</span>}
          </label>
          {field("primary_mobile", t("opsCore.onboarding.primaryMobile"), { inputMode: "tel" })}
        </fieldset>
        <fieldset>
          <legend>{t("opsCore.onboarding.store")}</legend>
          {field("store.street", t("opsCore.onboarding.street"))}
          <div className={styles.pair}>
            {field("store.area", t("opsCore.onboarding.area"))}
            {field("store.city", t("opsCore.onboarding.city"))}
            {field("store.state", t("opsCore.onboarding.state"))}
            {field("store.pincode", t("opsCore.onboarding.pincode"), { inputMode: "numeric" })}
            {field("store.lat", t("opsCore.onboarding.lat"), { inputMode: "decimal" })}
            {field("store.lng", t("opsCore.onboarding.lng"), { inputMode: "decimal" })}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("opsCore.onboarding.admin")}</legend>
          <div className={styles.pair}>
            {field("admin.name", t("opsCore.onboarding.adminName"))}
            {field("admin.mobile", t("opsCore.onboarding.adminMobile"), { inputMode: "tel" })}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("opsCore.onboarding.kyc")}</legend>
          <div className={styles.pair}>
            {field("kyc.pan", t("opsCore.onboarding.pan"))}
            {field("kyc.gstin", t("opsCore.onboarding.gstin"))}
            {field("kyc.fssai", t("opsCore.onboarding.fssai"), {
              hint: t("opsCore.onboarding.fssaiHint"),
              inputMode: "numeric",
            })}
            {field("kyc.ifsc", t("opsCore.onboarding.ifsc"))}
            {field("kyc.bank_account", t("opsCore.onboarding.bankAccount"), { inputMode: "numeric" })}
            {field("kyc.bank_account_confirm", t("opsCore.onboarding.bankAccountConfirm"), { inputMode: "numeric" })}
          </div>
        </fieldset>
        <Button type="submit" loading={busy}>
          {t("opsCore.onboarding.submit")}
        </Button>
      </form>
    </div>
  );
}
