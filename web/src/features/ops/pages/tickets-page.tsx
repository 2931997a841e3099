// /ops/tickets (Admin, Support): the Support queue, soonest due first, filtered by status, overdue
// and "assigned to me".
import { useState } from "react";
import { Link } from "react-router-dom";
import type { OpsTicketSummary } from "@contract/grievance";
import { TICKET_STATUSES, type TicketStatus } from "@contract/grievance-constants";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/grievance";
import { opsPath } from "../paths";
import { ticketsApi, type TicketFilters } from "../tickets-api";
import styles from "./desk.module.css";

export default function OpsTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("grievance.ops.title"));
  const [filters, setFilters] = useState<TicketFilters>({ status: "", overdue: false, mine: false });
  const [items, setItems] = useState<OpsTicketSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useConsoleLoad((live) => {
    setFailed(false);
    ticketsApi.list(filters).then(
      (page) => live() && setItems(page.items),
      () => live() && setFailed(true),
    );
  }, [filters, round]);

  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  return (
    <div className={styles.page}>
      <h1>{t("grievance.ops.title")}</h1>
      <p className={styles.lead}>{t("grievance.ops.lead")}</p>
      <div className={styles.toolbar}>
        <label>
          {t("grievance.ops.statusFilter")}{" "}
          <select value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value as TicketStatus | "" })}>
            <option value="">{t("grievance.ops.all")}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`grievance.statusNames.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.overdue} onChange={(e) => setFilters({ ...filters, overdue: e.target.checked })} />
          {t("grievance.ops.overdueOnly")}
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.mine} onChange={(e) => setFilters({ ...filters, mine: e.target.checked })} />
          {t("grievance.ops.mineOnly")}
        </label>
      </div>
      {failed ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => setRound((r) => r + 1)}>{t("grievance.ops.retry")}</Button>}>
          {t("grievance.ops.failed")}
        </Alert>
      ) : !items ? (
        <Loader label={t("grievance.ops.loading")} />
      ) : items.length === 0 ? (
        <p>{t("grievance.ops.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((ticket) => (
            <li key={ticket._id} className={styles.card} aria-label={ticket.number}>
              <div className={styles.row}>
                <h2>
                  <Link to={opsPath(`tickets/${encodeURIComponent(ticket.number)}`)} aria-label={t("grievance.ops.open", { number: ticket.number })}>
                    {ticket.number}
                  </Link>{" "}
                  · {ticket.subject}
                </h2>
                <Badge tone={ticket.status === "resolved" ? "neutral" : "primary"}>{t(`grievance.statusNames.${ticket.status}`)}</Badge>
              </div>
              <p className={styles.muted}>
                {t("grievance.ops.customer")}: {ticket.customer_name} · {t("grievance.ops.assigned")}:{" "}
                {ticket.assigned_ops_name ?? t("grievance.ops.nobody")} · {t("grievance.ops.due")}: {date.format(new Date(ticket.due_at))}{" "}
                {ticket.overdue && <Badge tone="danger">{t("grievance.ops.overdue")}</Badge>}
              </p>
              {ticket.order_id && (
                <p className={styles.muted}>
                  {t("grievance.ops.order")}:{" "}
                  <Link to={`${opsPath("orders")}?order=${encodeURIComponent(ticket.order_id)}`}>
                    {ticket.order_number ?? ticket.order_id}
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
