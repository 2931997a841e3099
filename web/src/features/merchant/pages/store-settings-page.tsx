// /merchant/settings: the shop's settings: its store-front image (and, while onboarding, what is still
// missing to go live), the temporary closure switch and automatic delivery assignment (each saved at
// once), the delivery slots' capacity, cut-off and bookings, then the form.
import { useState } from "react";
import { Link } from "react-router-dom";
import type { StoreSettings } from "@contract/console-settings";
import { LoadFailed } from "@/components/console/load-failed";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "../store/store-api";
import { SettingsForm } from "../store/settings-form";
import { StorefrontPanel } from "../store/storefront-panel";
import { AutoAssignSwitch } from "../store/auto-assign-switch";
import { SlotsPanel } from "../store/slots-panel";
import { AreaPanel } from "../store/area-panel";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "../store/store.module.css";

function ClosureSwitch({ shop, onChange }: { shop: StoreSettings; onChange: (s: StoreSettings) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function toggle(closed: boolean) {
    setBusy(true);
    setError("");
    try {
      onChange(await storeApi.closure(shop.shop_id, closed));
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={kit.section}>
      <label className={kit.check}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={shop.temporarily_closed}
          checked={shop.temporarily_closed}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <strong>{t("merchantStore.settings.closure")}</strong>
      </label>
      <p className={kit.hint}>{t("merchantStore.settings.closureHint")}</p>
      <p role="status" className={shop.open_now ? styles.status : kit.error}>
        {shop.open_now ? t("merchantStore.settings.openNow") : t("merchantStore.settings.closedNow")}
      </p>
      {error && <p className={kit.error}>{error}</p>}
    </section>
  );
}

/** The spec's path to a store's API keys: Store settings › Inventory Update API › API Keys. */
function InventoryApiLink() {
  const { t } = useTranslation();
  return (
    <section className={kit.section} aria-labelledby="inventory-api">
      <h2 id="inventory-api">{t("merchantStore.settings.inventoryApi")}</h2>
      <p className={kit.hint}>{t("merchantStore.settings.inventoryApiHint")}</p>
      <p>
        <Link to="/merchant/api-keys">{t("merchantStore.settings.inventoryApiKeys")}</Link>
        {" · "}
        <a href="/api">{t("merchantStore.settings.inventoryApiDocs")}</a>
      </p>
    </section>
  );
}

export default function StoreSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantStore.settings.title"));
  const [shops, setShops] = useState<StoreSettings[] | null>(null);
  const [shopId, setShopId] = useState("");
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useConsoleLoad(
    (live) => {
      setFailed(false);
      storeApi.settings().then(
        (list) => {
          if (!live()) return;
          setShops(list);
          setShopId((cur) => cur || list[0]?.shop_id || "");
        },
        () => live() && setFailed(true),
      );
    },
    [attempt],
  );

  const shop = shops?.find((s) => s.shop_id === shopId) ?? null;
  const replace = (next: StoreSettings) =>
    setShops((list) => list?.map((s) => (s.shop_id === next.shop_id ? next : s)) ?? null);

  return (
    <div className={kit.page}>
      <h1>{t("merchantStore.settings.title")}</h1>
      {failed && (
        <LoadFailed retry={t("merchantStore.retry")} onRetry={() => setAttempt((n) => n + 1)}>
          {t("merchantStore.loadFailed")}
        </LoadFailed>
      )}
      {!shops && !failed && <p className={kit.hint}>{t("merchantStore.loading")}</p>}
      {shops && shops.length > 1 && (
        <label className={styles.select}>
          {t("merchantStore.store")}
          <select value={shopId} onChange={(e) => setShopId(e.target.value)}>
            {shops.map((s) => (
              <option key={s.shop_id} value={s.shop_id}>
                {s.display_name}
              </option>
            ))}
          </select>
        </label>
      )}
      {shop && (
        <>
          <h2 className={styles.name}>{shop.display_name}</h2>
          <StorefrontPanel key={`storefront-${shop.shop_id}`} shopId={shop.shop_id} />
          <ClosureSwitch shop={shop} onChange={replace} />
          <AutoAssignSwitch key={`auto-assign-${shop.shop_id}`} shopId={shop.shop_id} />
          <SlotsPanel key={`slots-${shop.shop_id}`} shopId={shop.shop_id} />
          <AreaPanel key={`area-${shop.shop_id}`} shopId={shop.shop_id} />
          <SettingsForm key={shop.shop_id} settings={shop} onSaved={replace} />
          <InventoryApiLink />
        </>
      )}
    </div>
  );
}
