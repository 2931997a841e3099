// /ops/orders: find an order by its number, the customer's mobile, or the shop's name or store key;
// open it (lines, timeline, payment, refunds, requests) and act on it as the desk does elsewhere:
// deny it with a reason, refund or close requests on Galli's desk, call the customer or the shop.
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import type { EscalationDecision, OpsOrderDetail, OpsOrderSummary } from "@contract/ops-desk";
import { ESCALATION_STATUS, ORDER_STATUS, VERIFY_STATUS } from "@contract/orders-constants";
import { INDIA_TIME_ZONE } from "@contract/india-time-constants";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { currentLocale, i18n, useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsDesk";
// The names of a request's statuses, as the customer reads them.
import "@/lib/i18n/texts/orderCare";
import { deskApi } from "../desk-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "./desk.module.css";

const TIME_KEYS = [
  "ordered_at",
  "accepted_at",
  "ready_to_ship_at",
  "shipping_at",
  "delivered_at",
  "verified_at",
  "cancelled_at",
  "rejected_at",
  "denied_at",
] as const;

/**
 * "Replacement: 1 unit of the 2 ordered · Escalated by store": the kind of request, the units it
 * covers of those ordered, and its status's name.
 */
function requestText(line: OpsOrderDetail["items"][number]): string {
  const kind = line.verify_status === VERIFY_STATUS.undelivered ? "undelivered" : "replacement";
  const status = Math.min(Math.max(line.escalation_status, ESCALATION_STATUS.requested), ESCALATION_STATUS.closed);
  return `${i18n.t(`opsDesk.escalations.${kind}`)}: ${i18n.t("opsDesk.orders.requestUnits", {
    count: line.escalated_qty,
    qty: line.qty,
  })} · ${i18n.t(`orderCare.escalation.e${status as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)}`;
}

/** A dialable number: an Indian 10-digit mobile gets +91. */
const telOf = (mobile: string) => {
  const digits = mobile.replace(/[^\d+]/g, "");
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : digits;
};

/** The order's replacement and undelivered requests, and the desk's refund or close when they are on its desk. */
function Requests({ order, onChanged }: { order: OpsOrderDetail; onChanged: (o: OpsOrderDetail) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<EscalationDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const lines = order.items.filter((i) => i.escalation_status > ESCALATION_STATUS.none);
  if (lines.length === 0) return null;

  async function decide(decision: EscalationDecision) {
    setBusy(decision);
    setError(null);
    try {
      await deskApi.decide(order.id, decision, note);
      setDone(t(decision === "refund" ? "opsDesk.orders.refunded" : "opsDesk.orders.closed"));
      setNote("");
      onChanged(await deskApi.order(order.id));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="ops-order-requests">
      <h3 id="ops-order-requests">{t("opsDesk.orders.requests")}</h3>
      <p className={styles.muted}>{t("opsDesk.orders.requestsLead")}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.id}>
            <strong>{l.product_name}</strong> ({l.unit}) — {requestText(l)}
            {l.escalation_reason && (
              <div className={styles.muted}>{t("opsDesk.orders.customerReason", { reason: l.escalation_reason })}</div>
            )}
            {l.escalation_message && (
              <div className={styles.muted}>{t("opsDesk.orders.customerMessage", { message: l.escalation_message })}</div>
            )}
          </li>
        ))}
      </ul>
      {order.store_refusal_reason && <p>{t("opsDesk.escalations.shopReason", { reason: order.store_refusal_reason })}</p>}
      {done && <Alert tone="success">{done}</Alert>}
      {order.on_desk && (
        <div className={styles.card}>
          <p className={styles.muted}>{t("opsDesk.orders.decideLead")}</p>
          <TextField
            label={t("opsDesk.escalations.note")}
            hint={t("opsDesk.reasonHint")}
            multiline
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <div className={kit.actions}>
            <Button loading={busy === "refund"} disabled={busy !== null} onClick={() => void decide("refund")}>
              {t("opsDesk.escalations.refund")}
            </Button>
            <Button
              variant="secondary"
              loading={busy === "close"}
              disabled={busy !== null}
              onClick={() => void decide("close")}
            >
              {t("opsDesk.escalations.close")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function OrderDetail({ order, onChanged }: { order: OpsOrderDetail; onChanged: (o: OpsOrderDetail) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });

  async function deny(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onChanged(await deskApi.deny(order.id, reason));
      setDone(t("opsDesk.orders.deniedDone"));
      setReason("");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="ops-order-title">
      <div className={styles.row}>
        <h2 id="ops-order-title">{order.order_no}</h2>
        <Badge tone={order.status >= ORDER_STATUS.cancelled ? "danger" : "primary"}>{order.status_name}</Badge>
      </div>
      {order.shop_status !== "live" && <Alert tone="warning">{t("opsDesk.orders.shopSuspended")}</Alert>}
      {order.customer_suspended && <Alert tone="warning">{t("opsDesk.orders.customerSuspended")}</Alert>}
      <dl className={styles.facts}>
        <dt>{t("opsDesk.orders.customer")}</dt>
        <dd>
          {order.customer_name} · {order.customer_mobile}
        </dd>
        <dt>{t("opsDesk.orders.shop")}</dt>
        <dd>
          {order.shop_name} · {order.store_name} ({order.store_key})
        </dd>
        <dt>{t("opsDesk.orders.contact")}</dt>
        <dd>
          <a href={`tel:${telOf(order.customer_mobile)}`}>
            {t("opsDesk.orders.callCustomer", { name: order.customer_name })}
          </a>
          {order.shop_mobile && (
            <>
              {" · "}
              <a href={`tel:${telOf(order.shop_mobile)}`}>{t("opsDesk.orders.callShop", { name: order.shop_name })}</a>
            </>
          )}
        </dd>
        <dt>{t("opsDesk.orders.amount")}</dt>
        <dd>
          {formatRupees(order.amount)} · {order.mode_name}
        </dd>
        <dt>{t("opsDesk.orders.wallet")}</dt>
        <dd>{formatRupees(order.wallet_amount)}</dd>
        <dt>{t("opsDesk.orders.online")}</dt>
        <dd>{formatRupees(order.online_amount)}</dd>
      </dl>
      <h3>{t("opsDesk.orders.items")}</h3>
      <table className={styles.table}>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id}>
              <td>
                {i.product_name} ({i.unit})
              </td>
              <td>× {i.qty}</td>
              <td>{formatRupees(i.net_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Requests order={order} onChanged={onChanged} />
      <h3>{t("opsDesk.orders.times")}</h3>
      <dl className={styles.facts}>
        {TIME_KEYS.filter((k) => order.times[k]).map((k) => (
          <div key={k} style={{ display: "contents" }}>
            <dt>{t(`opsDesk.orders.timeNames.${k}`)}</dt>
            <dd>{time.format(new Date(order.times[k]!))}</dd>
          </div>
        ))}
      </dl>
      <h3>{t("opsDesk.orders.refunds")}</h3>
      {order.refunds.length === 0 ? (
        <p className={styles.muted}>{t("opsDesk.orders.noRefunds")}</p>
      ) : (
        <ul>
          {order.refunds.map((r, n) => (
            <li key={n}>
              {formatRupees(r.amount)} · {r.destination} · {r.status} · {r.reason}
            </li>
          ))}
        </ul>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {order.deniable ? (
        <form onSubmit={(e) => void deny(e)} className={styles.card}>
          <h3>{t("opsDesk.orders.deny")}</h3>
          <p className={styles.muted}>{t("opsDesk.orders.denyLead")}</p>
          <TextField
            label={t("opsDesk.reason")}
            hint={t("opsDesk.reasonHint")}
            multiline
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <div className={kit.actions}>
            <Button type="submit" variant="danger" loading={busy}>
              {t("opsDesk.orders.deny")}
            </Button>
          </div>
        </form>
      ) : (
        !done && <p className={styles.muted}>{t("opsDesk.orders.notDeniable")}</p>
      )}
    </section>
  );
}

export default function OpsOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsDesk.orders.title"));
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<OpsOrderSummary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<OpsOrderDetail | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  // ?order=<id> opens that order at once (a ticket's order link).
  const [params] = useSearchParams();
  const linked = params.get("order");

  useConsoleLoad(
    (live) => {
      if (!linked) return;
      deskApi.order(linked).then(
        (order) => live() && setOpen(order),
        (err: Error) => live() && setOpenError(err.message),
      );
    },
    [linked],
  );

  useConsoleLoad((live) => {
    setFailed(false);
    setItems(null);
    deskApi.orders(query).then(
      (page) => {
        if (!live()) return;
        setItems(page.items);
        setTotal(page.total);
      },
      () => live() && setFailed(true),
    );
  }, [query]);

  async function more() {
    const page = await deskApi.orders(query, Math.floor((items?.length ?? 0) / 20) + 1);
    setItems((now) => [...(now ?? []), ...page.items]);
  }

  async function show(id: string) {
    setOpenError(null);
    try {
      setOpen(await deskApi.order(id));
    } catch (err) {
      setOpenError((err as Error).message);
    }
  }

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });
  return (
    <div className={styles.page}>
      <h1>{t("opsDesk.orders.title")}</h1>
      <p className={styles.lead}>{t("opsDesk.orders.lead")}</p>
      {open ? (
        <>
          <div>
            <Button variant="link" onClick={() => setOpen(null)}>
              {t("opsDesk.orders.back")}
            </Button>
          </div>
          <OrderDetail order={open} onChanged={setOpen} />
        </>
      ) : (
        <>
          <form
            className={styles.toolbar}
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(text.trim());
            }}
          >
            <TextField label={t("opsDesk.orders.search")} type="search" value={text} onChange={(e) => setText(e.target.value)} />
            <Button type="submit">{t("opsDesk.search")}</Button>
          </form>
          {openError && <Alert tone="error">{openError}</Alert>}
          {failed ? (
            <Alert tone="error" action={<Button variant="secondary" onClick={() => setQuery((q) => `${q}`)}>{t("opsDesk.retry")}</Button>}>
              {t("opsDesk.failed")}
            </Alert>
          ) : !items ? (
            <Loader label={t("opsDesk.loading")} />
          ) : items.length === 0 ? (
            <p>{t("opsDesk.orders.empty")}</p>
          ) : (
            <>
              <p className={styles.muted}>{t("opsDesk.shownOf", { shown: items.length, total })}</p>
              <ul className={styles.list}>
                {items.map((o) => (
                  <li key={o.id} className={styles.card}>
                    <div className={styles.row}>
                      <Button variant="link" onClick={() => void show(o.id)} aria-label={t("opsDesk.orders.open", { number: o.order_no })}>
                        {o.order_no}
                      </Button>
                      <Badge tone={o.status >= ORDER_STATUS.cancelled ? "danger" : "primary"}>{o.status_name}</Badge>
                    </div>
                    <p className={styles.muted}>
                      {o.customer_name} · {o.customer_mobile} · {o.shop_name} · {formatRupees(o.amount)} ·{" "}
                      {time.format(new Date(o.ordered_at))}
                    </p>
                  </li>
                ))}
              </ul>
              {items.length < total && (
                <Button variant="secondary" onClick={() => void more()}>
                  {t("opsDesk.more")}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
