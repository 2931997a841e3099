// Shops waiting to go live (Admin and Catalogue reviewer): each go-live rule's state (store-front
// image, verified primary mobile) and Approve, which the server refuses naming a missing rule.
import { useCallback, useEffect, useState } from "react";
import type { WaitingShop } from "@contract/ops-onboarding";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsRequest } from "../ops-api";
import styles from "./ops-pages.module.css";

export default function ShopsWaitingPage() {
  const { t } = useTranslation();
  const [shops, setShops] = useState<WaitingShop[] | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    opsRequest<{ items: WaitingShop[] }>("GET", "/shops/waiting")
      .then((r) => setShops(r.items))
      .catch((err: Error) => setMessage({ tone: "error", text: err.message }));
  }, []);
  useEffect(load, [load]);

  const approve = (shop: WaitingShop) => {
    setBusy(shop.shop_id);
    setMessage(null);
    opsRequest("POST", `/shops/${encodeURIComponent(shop.shop_id)}/approve`)
      .then(() => {
        setMessage({ tone: "success", text: t("opsCore.shops.approved", { name: shop.name }) });
        load();
      })
      .catch((err: Error) => setMessage({ tone: "error", text: err.message }))
      .finally(() => setBusy(null));
  };

  const state = (ok: boolean) => (ok ? `✓ ${t("opsCore.shops.yes")}` : `✗ ${t("opsCore.shops.no")}`);
  return (
    <div className={styles.page}>
      <h1>{t("opsCore.shops.title")}</h1>
      <p className={styles.muted}>{t("opsCore.shops.lead")}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {!shops ? (
        <Loader label={t("opsCore.loading")} />
      ) : shops.length === 0 ? (
        <p>{t("opsCore.shops.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {shops.map((s) => (
            <li key={s.shop_id} className={styles.card}>
              <h2>{s.name}</h2>
              <p>
                {s.merchant_name} · {s.kind} · {s.city} · +91 {s.primary_mobile}
              </p>
              {s.kyc && (
                <p className={styles.muted}>
                  {t("opsCore.onboarding.pan")} {s.kyc.pan} · {t("opsCore.onboarding.gstin")} {s.kyc.gstin} ·{" "}
                  {s.kyc.bank_account} · {s.kyc.ifsc}
                </p>
              )}
              <ul className={styles.rules}>
                <li>
                  {t("opsCore.shops.storefront")}: {state(s.rules.storefront_image)}
                </li>
                <li>
                  {t("opsCore.shops.mobile")}: {state(s.rules.primary_mobile_verified)}
                </li>
              </ul>
              <Button loading={busy === s.shop_id} onClick={() => approve(s)}>
                {t("opsCore.shops.approve")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
