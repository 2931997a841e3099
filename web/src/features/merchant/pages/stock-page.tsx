// /merchant/stock: search a store's products and change stock, selling price and offer in place.
import { useEffect, useState } from "react";
import type { StockItem } from "@contract/console-stock";
import { LoadFailed } from "@/components/console/load-failed";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { storeApi } from "../store/store-api";
import { StockRow } from "../store/stock-row";
import { StorePicker } from "../store/store-picker";
import { useStores } from "../store/use-stores";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "../store/store.module.css";

export default function StockPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantStore.stock.title"));
  const { stores, failed, retry } = useStores();
  const [storeId, setStoreId] = useState("");
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [outOnly, setOutOnly] = useState(false);
  const [items, setItems] = useState<StockItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const [more, setMore] = useState(false);

  useEffect(() => {
    if (stores?.length && !storeId) setStoreId(stores[0].store_id);
  }, [stores, storeId]);

  // Typing settles for 300 ms before the search runs.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  useConsoleLoad(
    (live) => {
      if (!storeId) return;
      setError(false);
      storeApi.stock({ store_id: storeId, q: query, out_of_stock: outOnly, skip: 0 }).then(
        (page) => {
          if (!live()) return;
          setItems(page.items);
          setTotal(page.total);
        },
        () => live() && setError(true),
      );
    },
    [storeId, query, outOnly],
  );

  async function showMore() {
    setMore(true);
    try {
      const page = await storeApi.stock({ store_id: storeId, q: query, out_of_stock: outOnly, skip: items.length });
      setItems((list) => [...list, ...page.items]);
      setTotal(page.total);
    } catch {
      setError(true);
    } finally {
      setMore(false);
    }
  }

  const replace = (next: StockItem) =>
    setItems((list) => list.map((i) => (i.product_code === next.product_code ? next : i)));

  return (
    <div className={kit.page}>
      <h1>{t("merchantStore.stock.title")}</h1>
      {(failed || error) && (
        <LoadFailed retry={t("merchantStore.retry")} onRetry={retry}>
          {t("merchantStore.loadFailed")}
        </LoadFailed>
      )}
      <div className={kit.toolbar}>
        {stores && <StorePicker stores={stores} value={storeId} onChange={setStoreId} />}
        <TextField
          label={t("merchantStore.stock.search")}
          hint={t("merchantStore.stock.searchHint")}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className={kit.check}>
          <input type="checkbox" checked={outOnly} onChange={(e) => setOutOnly(e.target.checked)} />
          {t("merchantStore.stock.outOnly")}
        </label>
      </div>
      {total === null ? (
        <p className={kit.hint}>{t("merchantStore.loading")}</p>
      ) : (
        <p className={kit.hint} aria-live="polite">
          {total === 0 ? t("merchantStore.stock.none") : t("merchantStore.stock.count", { count: total })}
        </p>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <StockRow key={`${storeId}/${item.product_code}`} storeId={storeId} item={item} onSaved={replace} />
        ))}
      </ul>
      {total !== null && items.length < total && (
        <Button variant="secondary" loading={more} onClick={() => void showMore()}>
          {t("merchantStore.stock.more")}
        </Button>
      )}
    </div>
  );
}
