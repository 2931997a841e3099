// "Download invoice" on a delivered order (Track Order, Purchase History), and "Download credit
// note" for each refund after delivery: the GST documents the shop issues, saved as PDFs.
import { useEffect, useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { ORDER_STATUS } from "@contract/orders-constants";

import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees } from "@/lib/money";
import { downloadInvoice, fetchInvoiceDocuments } from "../invoice-download";

type CreditNote = { refund_id: string; amount: number };

export function InvoiceButtons({ order }: { order: Pick<OrderListItem, "_id" | "status" | "refunds"> }) {
  const { t } = useTranslation();
  const delivered = order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.verified;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<CreditNote[]>([]);
  const refunds = order.refunds.length;

  useEffect(() => {
    if (!delivered || refunds === 0) return;
    let live = true;
    fetchInvoiceDocuments(order._id)
      .then((docs) => live && setNotes(docs.credit_notes))
      .catch(() => live && setNotes([]));
    return () => {
      live = false;
    };
  }, [delivered, refunds, order._id]);

  if (!delivered) return null;
  const download = async (key: string, refundId?: string) => {
    setBusy(key);
    setError(null);
    try {
      await downloadInvoice(order._id, refundId);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" loading={busy === "invoice"} onClick={() => void download("invoice")}>
        {t("orderCare.invoice.download")}
      </Button>
      {notes.map((n) => (
        <Button
          key={n.refund_id}
          variant="ghost"
          size="sm"
          loading={busy === n.refund_id}
          onClick={() => void download(n.refund_id, n.refund_id)}
        >
          {t("orderCare.invoice.creditNote", { amount: formatRupees(n.amount) })}
        </Button>
      ))}
      {error && (
        <p role="alert" style={{ flexBasis: "100%", margin: 0 }}>
          {error}
        </p>
      )}
    </>
  );
}
