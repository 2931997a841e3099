// Packing an order (issue 53): mark a line short, all or part of it, and, where the customer allows
// it, propose a substitute from the store's stock (candidates: same category, then brand, then price
// within 20%, in stock); the customer accepts or declines within 10 minutes. The order's short lines
// and their state are listed. The same service as the merchant API.
import { useCallback, useEffect, useId, useState } from "react";
import type { ConsoleOrder } from "@contract/console-orders";
import type { CandidateItem, SubstitutionItem } from "@contract/substitutions";
import { ORDER_STATUS } from "@contract/orders-constants";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { formatRupees } from "@/lib/money";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { ConsoleError, consoleRequest } from "../../console-api";
import { orderRequested } from "../slice";
import { useOrdersDispatch } from "../hooks";
import styles from "./orders.module.css";

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/substitutions`;
const NONE = "";

function ShortForm({
  order,
  productId,
  maxQty,
  onDone,
  onCancel,
}: {
  order: ConsoleOrder;
  productId: string;
  maxQty: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shortText, setShortText] = useState(String(maxQty));
  const [subText, setSubText] = useState("1");
  const clamp = (text: string, max: number) => Math.max(1, Math.min(max, Math.floor(Number(text)) || 1));
  const shortQty = clamp(shortText, maxQty);
  const subQty = clamp(subText, shortQty);
  const [candidates, setCandidates] = useState<CandidateItem[] | null>(null);
  const [substitute, setSubstitute] = useState(NONE);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    let live = true;
    consoleRequest<{ items: CandidateItem[] }>(
      "GET",
      `${path(order.order_id)}/candidates?product_id=${encodeURIComponent(productId)}`,
    )
      .then((d) => live && setCandidates(d.items))
      .catch(() => live && setCandidates([]));
    return () => {
      live = false;
    };
  }, [order.order_id, productId]);
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await consoleRequest("POST", path(order.order_id), {
        product_id: productId,
        short_qty: shortQty,
        substitute: substitute === NONE ? null : { product_id: substitute, qty: subQty },
      });
      onDone();
    } catch (e) {
      setError(e instanceof ConsoleError ? (e.errors[0]?.message ?? e.message) : String(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.section} role="group" aria-label={t("merchantOrders.substitution.formTitle")}>
      <label htmlFor={`${id}-qty`}>{t("merchantOrders.substitution.shortQty")}</label>{" "}
      <input
        id={`${id}-qty`}
        type="number"
        min={1}
        max={maxQty}
        value={shortText}
        onChange={(e) => setShortText(e.target.value)}
      />
      <fieldset>
        <legend>{t("merchantOrders.substitution.substitute")}</legend>
        <label>
          <input type="radio" name={`${id}-sub`} checked={substitute === NONE} onChange={() => setSubstitute(NONE)} />{" "}
          {t("merchantOrders.substitution.none")}
        </label>
        {candidates === null && <p className={styles.muted}>{t("merchantOrders.substitution.loading")}</p>}
        {candidates?.length === 0 && <p className={styles.muted}>{t("merchantOrders.substitution.noCandidates")}</p>}
        {candidates?.map((c) => (
          <label key={c.product_id} style={{ display: "block" }}>
            <input
              type="radio"
              name={`${id}-sub`}
              value={c.product_id}
              checked={substitute === c.product_id}
              onChange={() => setSubstitute(c.product_id)}
            />{" "}
            {t("merchantOrders.substitution.candidate", {
              product: c.product_name,
              unit: c.unit,
              price: formatRupees(c.price),
              stock: c.stock,
            })}
          </label>
        ))}
      </fieldset>
      {substitute !== NONE && (
        <>
          <label htmlFor={`${id}-subqty`}>{t("merchantOrders.substitution.subQty")}</label>{" "}
          <input
            id={`${id}-subqty`}
            type="number"
            min={1}
            max={shortQty}
            value={subText}
            onChange={(e) => setSubText(e.target.value)}
          />
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="primary" size="sm" loading={sending} onClick={() => void submit()}>
          {substitute === NONE ? t("merchantOrders.substitution.markShort") : t("merchantOrders.substitution.propose")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("merchantOrders.substitution.cancel")}
        </Button>
      </div>
    </div>
  );
}

export function SubstitutionPanel({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const [items, setItems] = useState<SubstitutionItem[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => {
    consoleRequest<{ items: SubstitutionItem[] }>("GET", path(order.order_id))
      .then((d) => setItems(d.items))
      .catch(() => undefined);
  }, [order.order_id]);
  // Read again whenever the order changes (its live events reload it).
  useEffect(load, [load, order]);
  const packing = order.status >= ORDER_STATUS.ordered && order.status <= ORDER_STATUS.readyToShip;
  if (!packing && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="substitutions-title">
      <h2 id="substitutions-title">{t("merchantOrders.substitution.title")}</h2>
      {items.length > 0 && (
        <ul data-testid="substitutions">
          {items.map((s) => (
            <li key={s._id}>
              {t("merchantOrders.substitution.line", { count: s.short_qty, product: s.product_name })}
              {s.substitute &&
                ` → ${s.substitute.qty} × ${s.substitute.product_name} (${formatRupees(s.substitute.price)})`}{" "}
              — <strong>{t(`merchantOrders.substitution.state.${s.state}`)}</strong>
              {s.refund > 0 && ` · ${t("merchantOrders.substitution.refund", { amount: formatRupees(s.refund) })}`}
              {s.call_requested && <strong> · {t("merchantOrders.substitution.callCustomer")}</strong>}
            </li>
          ))}
        </ul>
      )}
      {packing && (
        <ul>
          {order.items
            .filter((i) => !items.some((s) => s.product_id === i.product_id))
            .map((i) => (
              <li key={i.product_id}>
                {i.product_name} × {i.qty}{" "}
                {open === i.product_id ? (
                  <ShortForm
                    order={order}
                    productId={i.product_id}
                    maxQty={i.qty}
                    onCancel={() => setOpen(null)}
                    onDone={() => {
                      setOpen(null);
                      load();
                      dispatch(orderRequested(order.order_id));
                    }}
                  />
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t("merchantOrders.substitution.markShortOf", { product: i.product_name })}
                    onClick={() => setOpen(i.product_id)}
                  >
                    {t("merchantOrders.substitution.markShortButton")}
                  </Button>
                )}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
