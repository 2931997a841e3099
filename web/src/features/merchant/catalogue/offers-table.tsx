// A product's selling price, offer and stock in each of the shop's stores; saved at once, no review.
import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import { catalogueApi, type ProductOffer } from "./catalogue-api";
import { fieldErrors } from "./product-draft";
import styles from "./catalogue.module.css";

type Row = { store_id: string; store_name: string; price: string; offer: string; stock: string };
const rowOf = (o: ProductOffer): Row => ({
  store_id: o.store_id,
  store_name: o.store_name,
  price: String(o.selling_price / 100),
  offer: String(o.offer_percent),
  stock: String(o.stock),
});

export function OffersTable({ productId, offers }: { productId: string; offers: ProductOffer[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [rows, setRows] = useState<Row[]>(() => offers.map(rowOf));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  useEffect(() => setRows(offers.map(rowOf)), [offers]);

  const set = (i: number, key: "price" | "offer" | "stock", value: string) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  async function save() {
    setSaving(true);
    setStatus(null);
    try {
      const saved = await catalogueApi.saveOffers(
        productId,
        rows.map((r) => ({
          store_id: r.store_id,
          selling_price: Math.round(Number(r.price) * 100),
          offer_percent: Number(r.offer || 0),
          stock: Number(r.stock || 0),
        })),
      );
      if (Array.isArray(saved)) setRows(saved.map(rowOf));
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
