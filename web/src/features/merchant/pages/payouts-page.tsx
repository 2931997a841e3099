// /merchant/payouts: each shop's bank account for payouts (last four digits only), whether it takes
// payouts yet, a hold after a change, what is not paid out yet and the last payouts; the form adds
// or changes the account (checked here with the server's own checks, then by a penny drop).
import { useId, useState, type FormEvent } from "react";
import type { ShopPayoutView } from "@contract/payouts";
import { bankOfIfsc, PAYOUT_MESSAGES } from "@contract/payouts-constants";
import { bankAccountProblem, ifscProblem, KYC_MESSAGES } from "@contract/kyc-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { formatOrderDate } from "@/lib/dates";
import { localiseMessage } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantPayouts";
import { payoutsApi } from "../payouts/payouts-api";
import { failureOf } from "../store/store-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "../store/store.module.css";

type Draft = { holder: string; account: string; confirm: string; ifsc: string };
const EMPTY: Draft = { holder: "", account: "", confirm: "", ifsc: "" };

function checkDraft(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  const holder = d.holder.trim();
  if (holder.length < 2 || holder.length > 100) errors.holder_name = PAYOUT_MESSAGES.holderRequired;
  const acc = bankAccountProblem(d.account.trim(), d.confirm.trim());
  if (acc) errors[acc === "bankAccountMismatch" ? "account_number_confirm" : "account_number"] = KYC_MESSAGES[acc];
  const ifsc = d.ifsc.trim().toUpperCase();
  const ifscBad = ifscProblem(ifsc);
  if (ifscBad) errors.ifsc = KYC_MESSAGES[ifscBad];
  else if (!bankOfIfsc(ifsc)) errors.ifsc = PAYOUT_MESSAGES.ifscUnknownBank;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, localiseMessage(v)]));
}

function AccountForm({ shop, onSaved }: { shop: ShopPayoutView; onSaved: (s: ShopPayoutView) => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (p: Partial<Draft>) => setD((cur) => ({ ...cur, ...p }));
  const bank = bankOfIfsc(d.ifsc.trim().toUpperCase());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const found = checkDraft(d);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await payoutsApi.save(shop.shop_id, {
        holder_name: d.holder.trim(),
        account_number: d.account.trim(),
        account_number_confirm: d.confirm.trim(),
        ifsc: d.ifsc.trim().toUpperCase(),
      });
      setD(EMPTY);
      onSaved(saved);
      setMessage({ tone: "success", text: t("merchantPayouts.saved") });
    } catch (err) {
      const f = failureOf(err);
      setErrors(f.fields);
      setMessage({ tone: "error", text: f.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={kit.section} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="bank-form-title">
      <h2 id="bank-form-title">{shop.account ? t("merchantPayouts.formTitleChange") : t("merchantPayouts.formTitleAdd")}</h2>
      {shop.account && <p className={kit.hint}>{t("merchantPayouts.changeWarning")}</p>}
      <TextField label={t("merchantPayouts.holderName")} autoComplete="off" value={d.holder} error={errors.holder_name} onChange={(e) => set({ holder: e.target.value })} />
      <TextField label={t("merchantPayouts.accountNumber")} inputMode="numeric" autoComplete="off" value={d.account} error={errors.account_number} onChange={(e) => set({ account: e.target.value })} />
      <TextField
        label={t("merchantPayouts.accountNumberConfirm")}
        inputMode="numeric"
        autoComplete="off"
        value={d.confirm}
        error={errors.account_number_confirm}
        onChange={(e) => set({ confirm: e.target.value })}
        onPaste={(e) => e.preventDefault()}
      />
      <TextField
        label={t("merchantPayouts.ifsc")}
        autoComplete="off"
        value={d.ifsc}
        error={errors.ifsc}
        hint={bank ? t("merchantPayouts.bankOf", { bank }) : undefined}
        onChange={(e) => set({ ifsc: e.target.value.toUpperCase() })}
      />
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
      <div className={kit.actions}>
        <Button type="submit" loading={saving}>
          {saving ? t("merchantPayouts.saving") : t("merchantPayouts.save")}
        </Button>
      </div>
    </form>
  );
}

function Current({ shop }: { shop: ShopPayoutView }) {
  const { t } = useTranslation();
  const a = shop.account;
  return (
    <section className={kit.section} aria-labelledby="bank-current-title">
      <h2 id="bank-current-title">{t("merchantPayouts.current")}</h2>
      {!a ? (
        <p>{t("merchantPayouts.none")}</p>
      ) : (
        <>
          <p data-testid="bank-account-line">{t("merchantPayouts.accountLine", { bank: a.bank_name, last4: a.account_last4, ifsc: a.ifsc })}</p>
          <p className={kit.hint}>{t("merchantPayouts.holder", { name: a.holder_name })}</p>
          <p role="status" className={a.status === "failed" ? kit.error : styles.status}>
            {t(`merchantPayouts.status.${a.status}`)}
          </p>
          {a.verified_name && <p className={kit.hint}>{t("merchantPayouts.verifiedName", { name: a.verified_name })}</p>}
          <p>{a.active ? t("merchantPayouts.active") : t("merchantPayouts.activeFrom", { date: formatOrderDate(a.active_from) })}</p>
        </>
      )}
      {shop.payouts_held_until && (
        <Alert tone="error">{t("merchantPayouts.heldUntil", { date: formatOrderDate(shop.payouts_held_until) })}</Alert>
      )}
      <p>{t("merchantPayouts.unsettled", { amount: formatRupees(shop.unsettled / 100) })}</p>
      <h3>{t("merchantPayouts.lastPayouts")}</h3>
      {shop.last_payouts.length === 0 ? (
        <p className={kit.hint}>{t("merchantPayouts.noPayouts")}</p>
      ) : (
        <ul className={styles.list}>
          {shop.last_payouts.map((p) => (
            <li key={p.id}>
              {formatOrderDate(p.created_at)} · {formatRupees(p.amount / 100)} · {t(`merchantPayouts.payoutStatus.${p.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function PayoutsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantPayouts.title"));
  const pickerId = useId();
  const [shops, setShops] = useState<ShopPayoutView[] | null>(null);
  const [shopId, setShopId] = useState("");
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useConsoleLoad((live) => {
    setFailed(false);
    payoutsApi.shops().then(
      (list) => {
        if (!live()) return;
        setShops(list);
        setShopId((cur) => cur || list[0]?.shop_id || "");
      },
      () => live() && setFailed(true),
    );
  }, [attempt]);

  const shop = shops?.find((s) => s.shop_id === shopId) ?? null;
  const replace = (next: ShopPayoutView) => setShops((list) => list?.map((s) => (s.shop_id === next.shop_id ? next : s)) ?? null);

  return (
    <div className={kit.page}>
      <h1>{t("merchantPayouts.title")}</h1>
      {failed ? (
        <Alert tone="error">
          {t("merchantPayouts.loadFailed")}{" "}
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t("merchantPayouts.retry")}
          </Button>
        </Alert>
      ) : !shops ? (
        <p>{t("merchantPayouts.loading")}</p>
      ) : (
        <>
          {shops.length > 1 && (
            <div className={styles.select}>
              <label htmlFor={pickerId}>{t("merchantPayouts.shop")}</label>
              <select id={pickerId} value={shopId} onChange={(e) => setShopId(e.target.value)}>
                {shops.map((s) => (
                  <option key={s.shop_id} value={s.shop_id}>
                    {s.shop_name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {shop && (
            <>
              <Current shop={shop} />
              <AccountForm key={shop.shop_id} shop={shop} onSaved={replace} />
            </>
          )}
        </>
      )}
    </div>
  );
}
