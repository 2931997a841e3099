// The shop's copy of a delivered order's GST tax invoice (and a credit note per refund after
// delivery), from the console's order detail, saved as PDFs.
import { useState } from "react";
import type { InvoiceDocuments } from "@contract/invoices";
import type { ConsoleOrder } from "@contract/console-orders";
import { ORDER_STATUS } from "@contract/orders-constants";
import { Button } from "@/components/ui/button";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { formatRupees } from "@/lib/money";
import { savePdf } from "@/lib/save-pdf";
import { CONSOLE_API, consoleRequest, consoleToken } from "../../console-api";

const invoicePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice`;

export function InvoiceDownload({ order }: { order: Pick<ConsoleOrder, "order_id" | "status"> }) {
  const { t } = useTranslation();
  const delivered = order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.verified;
  const [docs, setDocs] = useState<InvoiceDocuments | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useConsoleLoad((live) => {
    if (!delivered) return;
    consoleRequest<InvoiceDocuments>("GET", `${invoicePath(order.order_id)}/documents`)
      .then((d) => live() && setDocs(d))
      .catch(() => live() && setDocs(null));
  }, [delivered, order.order_id]);

  if (!delivered) return null;
  const download = async (key: string, refundId?: string) => {
    setBusy(key);
    setError(null);
    const search = new URLSearchParams({ lang: currentLanguage() });
    if (refundId) {
      search.set("kind", "credit_note");
      search.set("refund_id", refundId);
    }
    const token = consoleToken();
    try {
      await savePdf(
        `${CONSOLE_API}${invoicePath(order.order_id)}?${search}`,
        token ? { Authorization: `Bearer ${token}` } : {},
        `invoice-${order.order_id}.pdf`,
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy === "invoice"} onClick={() => void download("invoice")}>
        {t("merchantOrders.invoice.download")}
      </Button>
      {docs?.credit_notes.map((n) => (
        <Button
          key={n.refund_id}
          variant="ghost"
          loading={busy === n.refund_id}
          onClick={() => void download(n.refund_id, n.refund_id)}
        >
          {t("merchantOrders.invoice.creditNote", { amount: formatRupees(n.amount) })}
        </Button>
      ))}
      {error && <p role="alert">{error}</p>}
    </>
  );
}
