// A product's selling price, offer and stock in each of the shop's stores; saved at once, no review.
import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import type { ConsoleStore } from "@contract/console-stock";
import { useStores } from "../store/use-stores";
import { catalogueApi, type ProductOffer } from "./catalogue-api";
import { fieldErrors } from "./product-draft";
import styles from "@/components/console/console-kit.module.css";

type Row = { store_id: string; store_name: string; price: string; offer: string; stock: string };
const rowOf = (o: ProductOffer): Row => ({
  store_id: o.store_id,
  store_name: o.store_name,
  price: String(o.selling_price / 100),
  offer: String(o.offer_percent),
  stock: String(o.stock),
});
/** One row per store of the member's shops: the product's offer there, or empty to fill in. */
const rowsOf = (offers: ProductOffer[], stores: ConsoleStore[] | null, shopId?: string | null): Row[] =>
  withStores(offers.map(rowOf), stores, shopId);
const withStores = (list: Row[], stores: ConsoleStore[] | null, shopId?: string | null): Row[] => {
  const rows = [...list];
  for (const s of (stores ?? []).filter((st) => !shopId || st.shop_id === shopId)) {
    if (!rows.some((r) => r.store_id === s.store_id)) {
      rows.push({ store_id: s.store_id, store_name: s.name, price: "", offer: "0", stock: "0" });
    }
  }
  return rows;
};
/** Rupees as typed to paise; a text that is no amount goes as it is, for the server to name. */
const paise = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) : (text as unknown as number);
};

type Props = { productId: string; shopId?: string | null; offers: ProductOffer[]; onSaved?: (offers: ProductOffer[]) => void };

export function OffersTable({ productId, shopId, offers, onSaved }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { stores } = useStores();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(offers, stores, shopId));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  // New offers (saved, or the product loaded again) replace the rows, while rendering: an effect
  // would also run after the first render and could drop what the merchant had begun to type.
  const [rowsFrom, setRowsFrom] = useState(offers);
  if (rowsFrom !== offers) {
    setRowsFrom(offers);
    setRows(rowsOf(offers, stores, shopId));
  }
  // The stores arriving add their empty rows and keep any typing.
  useEffect(() => setRows((list) => withStores(list, stores, shopId)), [stores, shopId]);

  const set = (i: number, key: "price" | "offer" | "stock", value: string) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  async function save() {
    setSaving(true);
    setStatus(null);
    try {
      const saved = await catalogueApi.saveOffers(
        productId,
        rows.filter((r) => r.price.trim() !== "").map((r) => ({
          store_id: r.store_id,
          selling_price: paise(r.price.trim()),
          offer_percent: Number(r.offer || 0),
          stock: Number(r.stock || 0),
        })),
      );
      if (saved?.offers) {
        setRows(rowsOf(saved.offers, stores, shopId));
        onSaved?.(saved.offers);
      }
      setStatus({ tone: "success", text: t("merchantCatalogue.offers.saved") });
    } catch (err) {
      const e = err as Error & { errors?: { path?: string; message: string }[] };
      const detail = Object.values(fieldErrors(e.errors ?? []))[0];
      setStatus({ tone: "error", text: detail ?? e.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t("merchantCatalogue.offers.title")}</h2>
      <p className={styles.hint}>{t("merchantCatalogue.offers.hint")}</p>
      {rows.length === 0 ? (
        <p className={styles.hint}>{t("merchantCatalogue.offers.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("merchantCatalogue.offers.store")}</th>
                <th scope="col">{t("merchantCatalogue.offers.price")}</th>
                <th scope="col">{t("merchantCatalogue.offers.offer")}</th>
                <th scope="col">{t("merchantCatalogue.offers.stock")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.store_id}>
                  <th scope="row">{r.store_name}</th>
                  <td>
                    <input
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      aria-label={`${t("merchantCatalogue.offers.price")} · ${r.store_name}`}
                      value={r.price}
                      onChange={(e) => set(i, "price", e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={100}
                      inputMode="decimal"
                      aria-label={`${t("merchantCatalogue.offers.offer")} · ${r.store_name}`}
                      value={r.offer}
                      onChange={(e) => set(i, "offer", e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      aria-label={`${t("merchantCatalogue.offers.stock")} · ${r.store_name}`}
                      value={r.stock}
                      onChange={(e) => set(i, "stock", e.target.value)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {rows.length > 0 && (
        <div>
          <Button variant="secondary" loading={saving} onClick={() => void save()}>
            {t("merchantCatalogue.offers.save")}
          </Button>
        </div>
      )}
    </section>
  );
}
