// /ops/commission (Admin): Galli's commission rules, by shop, by category or the default, for online
// and cash-on-delivery orders: list, create, edit (percent, minimum in rupees) and deactivate or
// reactivate. The server answers bad percents and duplicates with its own message (either language).
import { useState, type FormEvent } from "react";
import type { CommissionRuleList, CommissionRuleView } from "@contract/commission";
import {
  COMMISSION_PAYMENTS,
  COMMISSION_SCOPES,
  type CommissionPayment,
  type CommissionScope,
} from "@contract/ledger-constants";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsCommission";
import { commissionApi } from "../commission-api";
import styles from "./desk.module.css";
import formStyles from "./ops-pages.module.css";

type Translate = ReturnType<typeof useTranslation>["t"];

/** Percent text to basis points; null when it is not a number from 0 to 100 with two decimals at most. */
export function percentToBps(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  const bps = Math.round(value * 100);
  return Math.abs(bps - value * 100) < 1e-6 && bps >= 0 && bps <= 10_000 ? bps : null;
}

/** Rupees text to paise; null when it is not an amount from 0 to 10,000. */
export function rupeesToPaise(text: string): number | null {
  if (text.trim() === "") return 0;
  const value = Number(text.trim());
  if (!Number.isFinite(value) || value < 0 || value > 10_000) return null;
  return Math.round(value * 100);
}

const percentText = (bps: number) => String(bps / 100);
const rupeesText = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, "");

function target(t: Translate, r: CommissionRuleView) {
  if (r.scope === "shop") return t("opsCommission.shopTarget", { name: r.shop_name ?? r.shop_id ?? "" });
  if (r.scope === "category")
    return t("opsCommission.categoryTarget", { path: r.category_path ?? r.category_id ?? "" });
  return t("opsCommission.defaultTarget");
}

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

function RuleEditor({
  rule,
  onSaved,
  onCancel,
}: {
  rule: CommissionRuleView;
  onSaved: (r: CommissionRuleView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(percentText(rule.bps));
  const [minimum, setMinimum] = useState(rupeesText(rule.minimum));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bps = percentToBps(percent);
    const paise = rupeesToPaise(minimum);
    if (bps === null) return setError(t("opsCommission.percentInvalid"));
    if (paise === null) return setError(t("opsCommission.minimumInvalid"));
    setBusy(true);
    setError(null);
    try {
      onSaved(await commissionApi.update(rule.id, { bps, minimum: paise }));
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.toolbar}
      onSubmit={(e) => void submit(e)}
      aria-label={t("opsCommission.editRule", { target: target(t, rule) })}
    >
      <TextField
        label={t("opsCommission.percent")}
        inputMode="decimal"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <TextField
        label={t("opsCommission.minimum")}
        inputMode="decimal"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        {t("opsCommission.save")}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t("opsCommission.cancel")}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}

function NewRuleForm({
  categories,
  onSaved,
}: {
  categories: CommissionRuleList["categories"];
  onSaved: (r: CommissionRuleView) => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<CommissionScope>("default");
  const [payment, setPayment] = useState<CommissionPayment>("online");
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? "");
  const [shopId, setShopId] = useState("");
  const [percent, setPercent] = useState("");
  const [minimum, setMinimum] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bps = percentToBps(percent);
    const paise = rupeesToPaise(minimum);
    if (bps === null) return setError(t("opsCommission.percentInvalid"));
    if (paise === null) return setError(t("opsCommission.minimumInvalid"));
    setBusy(true);
    setError(null);
    try {
      onSaved(
        await commissionApi.create({
          scope,
          payment,
          bps,
          minimum: paise,
          shop_id: scope === "shop" ? shopId.trim() : null,
          category_id: scope === "category" ? categoryId : null,
        }),
      );
      setPercent("");
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} aria-labelledby="new-rule">
      <h2 id="new-rule">{t("opsCommission.newRule")}</h2>
      <label className={formStyles.select}>
        {t("opsCommission.scope")}
        <select value={scope} onChange={(e) => setScope(e.target.value as CommissionScope)}>
          {[...COMMISSION_SCOPES].reverse().map((s) => (
            <option key={s} value={s}>
              {t(`opsCommission.scopes.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {scope === "category" && (
        <label className={formStyles.select}>
          {t("opsCommission.category")}
          <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.path}
              </option>
            ))}
          </select>
        </label>
      )}
      {scope === "shop" && (
        <TextField
          label={t("opsCommission.shopId")}
          hint={t("opsCommission.shopIdHint")}
          value={shopId}
          onChange={(e) => setShopId(e.target.value)}
        />
      )}
      <label className={formStyles.select}>
        {t("opsCommission.payment")}
        <select value={payment} onChange={(e) => setPayment(e.target.value as CommissionPayment)}>
          {COMMISSION_PAYMENTS.map((p) => (
            <option key={p} value={p}>
              {t(`opsCommission.payments.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t("opsCommission.percent")}
        hint={t("opsCommission.percentHint")}
        inputMode="decimal"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <TextField
        label={t("opsCommission.minimum")}
        hint={t("opsCommission.minimumHint")}
        inputMode="decimal"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" loading={busy}>
          {t("opsCommission.save")}
        </Button>
      </div>
    </form>
  );
}

export default function OpsCommissionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsCommission.title"));
  const [data, setData] = useState<CommissionRuleList | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useConsoleLoad((live) => {
    setFailed(false);
    commissionApi.list().then(
      (d) => live() && setData(d),
      () => live() && setFailed(true),
    );
  }, [round]);

  const saved = () => {
    setNotice(t("opsCommission.saved"));
    setEditing(null);
    setRound((r) => r + 1);
  };

  return (
    <div className={styles.page}>
      <h1>{t("opsCommission.title")}</h1>
      <p className={styles.lead}>{t("opsCommission.lead")}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {failed ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
              {t("opsCommission.retry")}
            </Button>
          }
        >
          {t("opsCommission.failed")}
        </Alert>
      ) : !data ? (
        <Loader label={t("opsCommission.loading")} />
      ) : (
        <>
          <Alert tone="info">{t("opsCommission.privateFree", { months: data.private_free_months })}</Alert>
          <h2>{t("opsCommission.rules")}</h2>
          {data.items.length === 0 ? (
            <p>{t("opsCommission.empty")}</p>
          ) : (
            <ul className={styles.list}>
              {data.items.map((r) => (
                <li
                  key={r.id}
                  className={styles.card}
                  aria-label={`${target(t, r)} · ${t(`opsCommission.payments.${r.payment}`)}`}
                >
                  <div className={styles.row}>
                    <h3>{target(t, r)}</h3>
                    <Badge tone={r.active ? "primary" : "danger"}>
                      {r.active ? t("opsCommission.active") : t("opsCommission.inactive")}
                    </Badge>
                  </div>
                  <p className={styles.muted}>{t(`opsCommission.payments.${r.payment}`)}</p>
                  <p>{t("opsCommission.summary", { percent: percentText(r.bps), minimum: rupeesText(r.minimum) })}</p>
                  {editing === r.id ? (
                    <RuleEditor rule={r} onSaved={saved} onCancel={() => setEditing(null)} />
                  ) : (
                    <div className={styles.toolbar}>
                      {r.active && (
                        <Button variant="secondary" onClick={() => setEditing(r.id)}>
                          {t("opsCommission.edit")}
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setActionError(null);
                          commissionApi
                            .update(r.id, { active: !r.active })
                            .then(saved, (e) => setActionError(failure(e)));
                        }}
                      >
                        {r.active ? t("opsCommission.deactivate") : t("opsCommission.reactivate")}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <NewRuleForm categories={data.categories} onSaved={saved} />
        </>
      )}
    </div>
  );
}
