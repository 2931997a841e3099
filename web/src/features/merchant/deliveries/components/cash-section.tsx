// Cash on delivery after the door, on the Deliveries page. A delivery member sees the cash they hold
// (collected, not yet handed over to the shop); a member with the orders privilege sees the cash each
// delivery member holds, and a Manager or Super Admin confirms a handover ("Confirm handover" asks
// first, then sends the orders shown and their amount; a refusal shows the server's message).
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import "@/lib/i18n/texts/merchantDeliveries";
import { ConsoleError } from "../../console-api";
import { deliveriesApi, type DeliveryCash } from "../api";
import styles from "./deliveries.module.css";

type Member = DeliveryCash["members"][number];
const rupees = (paise: number) => formatRupees(paise / 100);
const messageOf = (err: unknown) => (err instanceof ConsoleError || err instanceof Error ? err.message : String(err));

/** The cash the signed-in delivery member holds. */
export function MyCash() {
  const { t } = useTranslation();
  const [cash, setCash] = useState<DeliveryCash | null>(null);
  const [error, setError] = useState<string | null>(null);
  useConsoleLoad((live) => {
    deliveriesApi.myCash().then(
      (c) => live() && setCash(c),
      (e: unknown) => live() && setError(messageOf(e)),
    );
  }, []);
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!cash) return null;
  const orders = cash.members[0]?.orders ?? [];
  return (
    <section className={styles.cash} aria-labelledby="my-cash">
      <h2 id="my-cash">{t("merchantDeliveries.cash.mine")}</h2>
      {cash.total === 0 ? (
        <p className={styles.muted}>{t("merchantDeliveries.cash.mineNone")}</p>
      ) : (
        <>
          <p className={styles.cashTotal}>
            {t("merchantDeliveries.cash.mineTotal", { amount: rupees(cash.total), count: orders.length })}
          </p>
          <ul className={styles.cashOrders}>
            {orders.map((o) => (
              <li key={o.order_id}>
                {t("merchantDeliveries.order", { number: o.order_no })}: {rupees(o.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The cash each delivery member holds; `canConfirm`: the member is a Manager or Super Admin. */
export function CashWithMembers({ canConfirm }: { canConfirm: boolean }) {
  const { t } = useTranslation();
  const [cash, setCash] = useState<DeliveryCash | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [asking, setAsking] = useState<Member | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  useConsoleLoad(
    (live) => {
      deliveriesApi.shopCash().then(
        (c) => live() && (setCash(c), setLoadError(null)),
        (e: unknown) => live() && setLoadError(messageOf(e)),
      );
    },
    [round],
  );

  const confirm = async (member: Member) => {
    setSending(true);
    try {
      const done = await deliveriesApi.handover(
        member.member_id,
        member.total,
        member.orders.map((o) => o.order_id),
      );
      setNotice({ tone: "success", text: t("merchantDeliveries.cash.confirmed", { name: member.name, amount: rupees(done.amount) }) });
    } catch (e) {
      setNotice({ tone: "error", text: messageOf(e) });
    } finally {
      setSending(false);
      setAsking(null);
      setRound((r) => r + 1);
    }
  };

  return (
    <section className={styles.cash} aria-labelledby="members-cash">
      <h2 id="members-cash">{t("merchantDeliveries.cash.title")}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {loadError && <Alert tone="error">{loadError}</Alert>}
      {!cash && !loadError && <Loader label={t("merchantDeliveries.cash.loading")} />}
      {cash && cash.members.length === 0 && <p className={styles.muted}>{t("merchantDeliveries.cash.none")}</p>}
      {cash && cash.members.length > 0 && (
        <>
          <p className={styles.cashTotal}>{t("merchantDeliveries.cash.total", { amount: rupees(cash.total) })}</p>
          <ul className={styles.list}>
            {cash.members.map((m) => (
              <li key={m.member_id} className={styles.trip} aria-label={m.name}>
                <div className={styles.tripHead}>
                  <h3>{m.name}</h3>
                  <strong>{rupees(m.total)}</strong>
                </div>
                <p className={styles.muted}>
                  {t("merchantDeliveries.cash.orders", {
                    count: m.orders.length,
                    numbers: m.orders.map((o) => o.order_no).join(", "),
                  })}
                </p>
                {canConfirm && (
                  <Button onClick={() => setAsking(m)}>{t("merchantDeliveries.cash.confirm")}</Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(next) => !next && !sending && setAsking(null)}
        title={t("merchantDeliveries.cash.askTitle")}
        description={
          asking
            ? t("merchantDeliveries.cash.ask", {
                name: asking.name,
                amount: rupees(asking.total),
                count: asking.orders.length,
              })
            : ""
        }
        size="sm"
        fullScreenOnPhone={false}
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={sending}>
              {t("merchantDeliveries.cancel")}
            </Button>
            <Button onClick={() => asking && void confirm(asking)} loading={sending}>
              {t("merchantDeliveries.cash.confirmYes")}
            </Button>
          </>
        }
      />
    </section>
  );
}
