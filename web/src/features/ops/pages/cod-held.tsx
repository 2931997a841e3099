// The ops console's Payouts page, its part on cash on delivery not yet handed over: per shop, the
// cash its delivery members collected that a Manager of the shop has not yet confirmed (such orders
// are not paid out until then), with the number of orders and the oldest delivery.
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import "@/lib/i18n/texts/opsPayouts";
import { payoutsOpsApi } from "../payouts-api";
import type { OpsCodHeld } from "@contract/payouts";
import styles from "./desk.module.css";

export function CodHeldSection() {
  const { t } = useTranslation();
  const [held, setHeld] = useState<OpsCodHeld | null>(null);
  const [failed, setFailed] = useState(false);
  useConsoleLoad((live) => {
    payoutsOpsApi.codHeld().then(
      (h) => live() && setHeld(h),
      () => live() && setFailed(true),
    );
  }, []);
  return (
    <section aria-labelledby="cod-held">
      <h2 id="cod-held">{t("opsPayouts.codHeld.title")}</h2>
      {failed && <Alert tone="error">{t("opsPayouts.codHeld.failed")}</Alert>}
      {held && held.shops.length === 0 && <p>{t("opsPayouts.codHeld.none")}</p>}
      {held && held.shops.length > 0 && (
        <>
          <p className={styles.muted}>
            {t("opsPayouts.codHeld.total", { amount: formatRupees(held.total / 100) })}
          </p>
          <table className={styles.table} aria-label={t("opsPayouts.codHeld.title")}>
            <thead>
              <tr>
                <th>{t("opsPayouts.shop")}</th>
                <th>{t("opsPayouts.amount")}</th>
                <th>{t("opsPayouts.codHeld.orders")}</th>
                <th>{t("opsPayouts.codHeld.oldest")}</th>
              </tr>
            </thead>
            <tbody>
              {held.shops.map((s) => (
                <tr key={s.shop_id}>
                  <td>{s.shop_name}</td>
                  <td>{formatRupees(s.amount / 100)}</td>
                  <td>{s.orders}</td>
                  <td>{s.oldest_at ? formatOrderDate(s.oldest_at) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
