// /payments: saved cards (last 4, expiry), saved UPI ids, the Galli Cash balance (2 decimals) and
// statement, the refunds,
// 'Add Payment Method', 'Add New UPI ID', mark preferred, delete with confirmation.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payments";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AddMethodDialog } from "../components/add-method-dialog";
import { DeleteDialog } from "../components/delete-dialog";
import { GalliCashSection } from "../components/galli-cash-section";
import { RefundsSection } from "../components/refunds-section";
import { addOpened, deleteAsked, paymentsPageOpened, preferredChosen, selectPayments } from "../slice";
import styles from "../components/payments.module.css";

export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("payments.title"));
  const dispatch = useAppDispatch();
  const { tokens, info, load, change } = useAppSelector(selectPayments);
  useEffect(() => {
    dispatch(paymentsPageOpened());
  }, [dispatch]);
  const busy = change.status === "sending";
  return (
    <div className={`page ${styles.page}`}>
      <h1>{t("payments.title")}</h1>
      {load.status === "sending" && !tokens && <Spinner />}

      <section className={styles.section} aria-labelledby="saved-cards">
        <h2 id="saved-cards">{t("payments.savedCards")}</h2>
        {tokens && tokens.cards.length === 0 && <p className={styles.muted}>{t("payments.noCards")}</p>}
        <ul className={styles.list}>
          {tokens?.cards.map((c) => {
            const preferred = info?.raz_pref_Token === c.token;
            const label = `${c.card.network} •••• ${c.card.last4}`;
            return (
              <li key={c.token} className={styles.item} aria-label={label}>
                <span>
                  <strong>{label}</strong>{" "}
                  <span className={styles.muted}>
                    {t("payments.expires", { month: c.card.expiry_month, year: c.card.expiry_year.slice(-2) })}
                  </span>
                </span>
                <SavedMethodActions token={c.token} kind={1} label={label} preferred={preferred} busy={busy} />
              </li>
            );
          })}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => dispatch(addOpened("card"))}>
            {t("payments.addCard")}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="saved-upi">
        <h2 id="saved-upi">{t("payments.savedUpi")}</h2>
        {tokens && tokens.upi.length === 0 && <p className={styles.muted}>{t("payments.noUpi")}</p>}
        <ul className={styles.list}>
          {tokens?.upi.map((u) => {
            const vpa = `${u.vpa.username}@${u.vpa.handle}`;
            const preferred = info?.raz_pref_upiToken === u.token;
            return (
              <li key={u.token} className={styles.item} aria-label={vpa}>
                <strong>{vpa}</strong>
                <SavedMethodActions token={u.token} kind={2} label={vpa} preferred={preferred} busy={busy} />
              </li>
            );
          })}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => dispatch(addOpened("upi"))}>
            {t("payments.addUpi")}
          </Button>
        </div>
      </section>

      <GalliCashSection />
      <RefundsSection />

      <AddMethodDialog />
      <DeleteDialog />
    </div>
  );
}

/** Mark as preferred (or "Preferred") and Delete, for one saved card (kind 1) or UPI id (kind 2). */
function SavedMethodActions(props: { token: string; kind: 1 | 2; label: string; preferred: boolean; busy: boolean }) {
  const { token, kind, label, preferred, busy } = props;
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <span className={styles.actions}>
      {preferred ? (
        <span className={styles.muted}>{t("payments.preferred")}</span>
      ) : (
        <Button
          variant="link"
          size="sm"
          disabled={busy}
          onClick={() => dispatch(preferredChosen({ id: token, kind }))}
          aria-label={t("payments.markPreferredOf", { label })}
        >
          {t("payments.markPreferred")}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => dispatch(deleteAsked({ token, type: kind }))}
        aria-label={t("payments.deleteOf", { label })}
      >
        {t("payments.delete")}
      </Button>
    </span>
  );
}
