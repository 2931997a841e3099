// /merchant/integrations: API keys for the merchant's software, and each store's webhook.
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { KeysPanel } from "../store/keys-panel";
import { StorePicker } from "../store/store-picker";
import { useStores } from "../store/use-stores";
import { WebhookPanel } from "../store/webhook-panel";
import kit from "@/components/console/console-kit.module.css";

export default function IntegrationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantStore.keys.title"));
  const { stores, failed } = useStores();
  const [storeId, setStoreId] = useState("");
  useEffect(() => {
    if (stores?.length && !storeId) setStoreId(stores[0].store_id);
  }, [stores, storeId]);
  return (
    <div className={kit.page}>
      <h1>{t("merchantStore.keys.title")}</h1>
      <KeysPanel />
      {failed && <Alert tone="error">{t("merchantStore.loadFailed")}</Alert>}
      {stores && <StorePicker stores={stores} value={storeId} onChange={setStoreId} />}
      {storeId && <WebhookPanel key={storeId} storeId={storeId} />}
    </div>
  );
}
