// One product of the stock page: stock, selling price and offer edited in place, saved together
// (the same rules as /api/update), or marked out of stock in one tap.
import { useState } from "react";
import type { StockItem } from "@contract/console-stock";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

type Draft = { stock: string; price: string; offer: string };
const draftOf = (i: StockItem): Draft => ({ stock: String(i.stock), price: String(i.selling_price), offer: String(i.offer) });
/** The rupees typed, in paise (the unit of every price change); anything else goes as typed, for the server to refuse. */
const paiseOf = (rupees: string): number => {
  const n = Number(rupees);
  return Number.isFinite(n) ? Math.round(n * 100) : n;
};

export function StockRow({ storeId, item, onSaved }: { storeId: string; item: StockItem; onSaved: (i: StockItem) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [saved, setSaved] = useState(false);
  const name = currentLanguage() === "hi" && item.product_name_hi ? item.product_name_hi : item.product_name;
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(item));

  async function save(next: Draft) {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const updated = await storeApi.updateStock(storeId, item.product_code, {
        stock: Number(next.stock),
        selling_price: paiseOf(next.price),
        offer: Number(next.offer),
      });
      setDraft(draftOf(updated));
      setSaved(true);
      onSaved(updated);
    } catch (err) {
      setError(failureOf(err));
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof Draft, path: string, label: string, step: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step={step}
      min={0}
      value={draft[key]}
      error={error?.fields[path] ?? null}
      onChange={(e) => {
        setSaved(false);
        setDraft({ ...draft, [key]: e.target.value });
      }}
    />
  );

  return (
    <li className={styles.row} aria-label={name}>
      <div>
        <div className={styles.rowHead}>
          <p className={styles.name}>{name}</p>
          {item.stock === 0 && <span className={styles.out}>{t("merchantStore.stock.outOfStock")}</span>}
        </div>
        <p className={kit.meta}>
          {item.brand} · {item.unit} · {t("merchantStore.stock.mrp", { mrp: item.mrp })} · {item.product_code}
        </p>
      </div>
      <div className={styles.fields}>
        {field("stock", "stock", t("merchantStore.stock.stock"), "1")}
        {field("price", "selling_price", t("merchantStore.stock.price"), "0.01")}
        {field("offer", "offer", t("merchantStore.stock.offer"), "0.01")}
      </div>
      <div className={kit.actions}>
        <Button size="sm" disabled={!dirty} loading={saving} onClick={() => void save(draft)}>
          {t("merchantStore.save")}
        </Button>
        {item.stock > 0 && (
          <Button size="sm" variant="secondary" disabled={saving} onClick={() => void save({ ...draft, stock: "0" })}>
            {t("merchantStore.stock.markOut")}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {saved && <p className={styles.status}>{t("merchantStore.stock.savedRow", { name })}</p>}
        {error && Object.keys(error.fields).length === 0 && <p className={kit.error}>{error.message}</p>}
      </div>
    </li>
  );
}
