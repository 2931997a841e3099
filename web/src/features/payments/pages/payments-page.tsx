// /payments: saved cards (last 4, expiry), saved UPI ids, the Galli Cash balance (2 decimals) and
// statement, the refunds,
// 'Add Payment Method', 'Add New UPI ID', mark preferred, delete with confirmation.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AddMethodDialog } from "../components/add-method-dialog";
import { DeleteDialog } from "../components/delete-dialog";
import { GalliCashSection } from "../components/galli-cash-section";
import { RefundsSection } from "../components/refunds-section";
import { addOpened, deleteAsked, paymentsPageOpened, preferredChosen, selectPayments } from "../slice";
import styles from "../components/payments.module.css";

export function PaymentsPage() {
  useDocumentTitle("Payments");
  const dispatch = useAppDispatch();
  const { tokens, info, load, change } = useAppSelector(selectPayments);
  useEffect(() => {
    dispatch(paymentsPageOpened());
  }, [dispatch]);
  const busy = change.status === "sending";
  return (
    <div className={`page ${styles.page}`}>
      <h1>Payments</h1>
      {load.status === "sending" && !tokens && <Spinner />}

      <section className={styles.section} aria-labelledby="saved-cards">
        <h2 id="saved-cards">Saved Cards</h2>
        {tokens && tokens.cards.length === 0 && <p className={styles.muted}>No saved cards yet.</p>}
        <ul className={styles.list}>
          {tokens?.cards.map((c) => {
            const preferred = info?.raz_pref_Token === c.token;
            const label = `${c.card.network} •••• ${c.card.last4}`;
            return (
              <li key={c.token} className={styles.item} aria-label={label}>
                <span>
                  <strong>{label}</strong>{" "}
                  <span className={styles.muted}>
                    Expires {c.card.expiry_month}/{c.card.expiry_year.slice(-2)}
                  </span>
                </span>
                <SavedMethodActions token={c.token} kind={1} label={label} preferred={preferred} busy={busy} />
              </li>
            );
          })}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => dispatch(addOpened("card"))}>
            Add Payment Method
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="saved-upi">
        <h2 id="saved-upi">Saved UPI IDs</h2>
        {tokens && tokens.upi.length === 0 && <p className={styles.muted}>No saved UPI IDs yet.</p>}
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
            Add New UPI ID
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
  return (
    <span className={styles.actions}>
      {preferred ? (
        <span className={styles.muted}>Preferred</span>
      ) : (
        <Button
          variant="link"
          size="sm"
          disabled={busy}
          onClick={() => dispatch(preferredChosen({ id: token, kind }))}
          aria-label={`Mark as preferred: ${label}`}
        >
          Mark as preferred
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => dispatch(deleteAsked({ token, type: kind }))}
        aria-label={`Delete ${label}`}
      >
        Delete
      </Button>
    </span>
  );
}
