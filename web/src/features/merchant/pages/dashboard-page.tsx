// The console's home (/merchant): today's orders and sales, the new orders waiting for acceptance
// (past the limit highlighted), items running low against the shop's limit (which a member with
// the settings privilege sets here). Live like the board: a new order chimes and shows at once.
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import type { ConsoleDashboard } from "@contract/console-orders";
import { Loader } from "@/components/ui/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatNumber, formatRupees } from "@/lib/money";
import { useTranslation } from "@/lib/i18n";
import type { TFunction } from "i18next";
import "@/lib/i18n/texts/merchantOrders";
import "@/lib/i18n/texts/onTime";
import { withOrdersStore } from "../orders/with-store";
import { hasPrivilege, useConsoleSession } from "../session";
import HomePage from "./home-page";
import { dashboardRequested, selectDashboard, selectThreshold, thresholdRequested } from "../orders/slice";
import { useLiveOrders, useNewOrdersTitle, useOrdersDispatch, useOrdersSelector } from "../orders/hooks";
import { MERCHANT_ORDERS_PATH, merchantOrderPath } from "../orders/paths";
import styles from "../orders/components/orders.module.css";
import { OnTimeLine } from "@/components/on-time";

type CommissionRate = ConsoleDashboard["shops"][number]["commission"]["online"];

/** A commission rate in words: percent of each line, its minimum when it has one, or none. */
function rateText(t: TFunction, rate: CommissionRate): string {
  if (!rate) return t("merchantOrders.home.commissionNone");
  return rate.minimum > 0
    ? t("merchantOrders.home.commissionRateMin", { percent: rate.percent, minimum: formatRupees(rate.minimum) })
    : t("merchantOrders.home.commissionRate", { percent: rate.percent });
}

function ThresholdForm({ shop, canSet }: { shop: ConsoleDashboard["shops"][number]; canSet: boolean }) {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const state = useOrdersSelector(selectThreshold);
  const [value, setValue] = useState(String(shop.low_stock_threshold));
  const [error, setError] = useState<string | null>(null);
  if (!canSet) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n)) return setError(t("merchantOrders.home.thresholdHelp"));
    setError(null);
    dispatch(thresholdRequested({ shopId: shop.shop_id, threshold: n }));
  };
  return (
    <form className={styles.thresholdForm} onSubmit={submit} noValidate>
      <TextField
        label={`${t("merchantOrders.home.threshold")} · ${shop.name}`}
        hint={t("merchantOrders.home.thresholdHelp")}
        inputMode="numeric"
        value={value}
        error={error ?? (state.status === "error" ? state.error : null)}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={state.status === "sending"}>
        {t("merchantOrders.home.save")}
      </Button>
      {state.status === "done" && <span role="status">{t("merchantOrders.home.saved")}</span>}
    </form>
  );
}

/** The home; `canSetThreshold` is the member's settings privilege (the console session knows it). */
export function HomeDashboard({ canSetThreshold }: { canSetThreshold: boolean }) {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const dashboard = useOrdersSelector(selectDashboard);
  useLiveOrders();
  useNewOrdersTitle(t("merchantOrders.home.title"));
  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);
  const d = dashboard.data;
  if (!d) {
    return (
      <div className={styles.page}>
        {dashboard.status === "error" ? (
          <Alert tone="error">{dashboard.error ?? ""}</Alert>
        ) : (
          <Loader label={t("merchantOrders.loading")} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t("merchantOrders.home.title")}</h2>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.muted}>{t("merchantOrders.home.ordersToday")}</span>
          <span className={styles.statValue} data-testid="orders-today">
            {formatNumber(d.orders_today)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.muted}>{t("merchantOrders.home.salesToday")}</span>
          <span className={styles.statValue} data-testid="sales-today">
            {formatRupees(d.sales_today)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.muted}>{t("merchantOrders.home.newOrders")}</span>
          <span className={styles.statValue} data-testid="new-orders">
            {formatNumber(d.new_orders)}
          </span>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="home-waiting">
        <h2 id="home-waiting">{t("merchantOrders.home.waiting")}</h2>
        {d.waiting.length === 0 ? (
          <p className={styles.muted}>{t("merchantOrders.home.noneWaiting")}</p>
        ) : (
          <ul className={styles.list}>
            {d.waiting.map((w) => (
              <li
                key={w.order_id}
                className={`${styles.card} ${w.waiting_long ? styles.late : ""}`}
                data-testid="waiting-order"
              >
                <div className={styles.cardHead}>
                  <Link to={merchantOrderPath(w.order_id)}>{w.order_number}</Link>
                  <strong>{formatRupees(w.amount)}</strong>
                </div>
                <span className={styles.muted}>
                  {w.customer_name} · {w.store_name}
                </span>
                <span className={w.waiting_long ? styles.warn : styles.muted}>
                  {t("merchantOrders.home.minutes", { count: w.minutes_waiting })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to={MERCHANT_ORDERS_PATH}>{t("merchantOrders.home.viewOrders")}</Link>
      </section>
      <section className={styles.section} aria-labelledby="home-low">
        <h2 id="home-low">{t("merchantOrders.home.lowStock")}</h2>
        {d.low_stock.length === 0 ? (
          <p className={styles.muted}>{t("merchantOrders.home.noneLow")}</p>
        ) : (
          <ul>
            {d.low_stock.map((l) => (
              <li key={`${l.store_id}:${l.product_id}`} data-testid="low-stock">
                {l.product_name}{" "}
                <span className={styles.muted}>
                  ({l.unit}, {l.store_name})
                </span>{" "}
                — <strong>{t("merchantOrders.home.stockLeft", { stock: l.stock })}</strong>
              </li>
            ))}
          </ul>
        )}
        {d.shops.map((s) => (
          <ThresholdForm key={s.shop_id} shop={s} canSet={canSetThreshold} />
        ))}
      </section>
      <section className={styles.section} aria-labelledby="home-commission">
        <h2 id="home-commission">{t("merchantOrders.home.commission")}</h2>
        <ul>
          {d.shops.map((s) => (
            <li key={s.shop_id} data-testid="commission">
              {t("merchantOrders.home.commissionShop", {
                name: s.name,
                online: rateText(t, s.commission.online),
                cod: rateText(t, s.commission.cod),
              })}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t("merchantOrders.home.commissionNote")}</p>
      </section>
      <section className={styles.section} aria-labelledby="home-on-time">
        <h2 id="home-on-time">{t("onTime.title")}</h2>
        <ul>
          {d.shops.map((s) => (
            <li key={s.shop_id} data-testid="on-time">
              <OnTimeLine name={s.name} figures={s.on_time} />
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t("onTime.note")}</p>
      </section>
    </div>
  );
}

/** The console's home: who is signed in (home-page.tsx), then today's figures. */
function DashboardPage() {
  const session = useConsoleSession();
  return (
    <>
      <HomePage />
      <HomeDashboard canSetThreshold={hasPrivilege(session, "settings")} />
    </>
  );
}

export default withOrdersStore(DashboardPage);
