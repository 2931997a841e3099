// /ops/tickets/:ticketId (Admin, Support): one ticket with the customer's contact and the thread;
// assign to me, reply to the customer, or resolve with a closing answer.
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { OpsTicketDetail } from "@contract/grievance";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/grievance";
import { OpsError } from "../ops-api";
import { opsPath } from "../paths";
import { ticketsApi } from "../tickets-api";
import styles from "./desk.module.css";

export default function OpsTicketDetailPage() {
  const { t } = useTranslation();
  const { ticketId = "" } = useParams();
  useDocumentTitle(`${t("grievance.ops.title")} · ${ticketId}`);
  const [ticket, setTicket] = useState<OpsTicketDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useConsoleLoad((live) => {
    ticketsApi.one(ticketId).then(
      (tk) => live() && setTicket(tk),
      (e: unknown) => live() && setFailed(e instanceof OpsError ? e.message : t("grievance.ops.failed")),
    );
  }, [ticketId, t]);

  const run = async (action: () => Promise<OpsTicketDetail>, sent?: string) => {
    setBusy(true);
    setError(null);
    try {
      setTicket(await action());
      // Clears what was sent, never what was typed since.
      if (sent !== undefined) setText((now) => (now.trim() === sent ? "" : now));
    } catch (e) {
      setError(e instanceof OpsError ? e.message : t("grievance.ops.failed"));
    } finally {
      setBusy(false);
    }
  };
  const answer = (resolve: boolean) => {
    const message = text.trim();
    if (!message) {
      setError(t("grievance.ops.messageRequired"));
      return;
    }
    void run(() => (resolve ? ticketsApi.resolve(ticketId, message) : ticketsApi.reply(ticketId, message)), message);
  };

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
  if (failed) return <Alert tone="error">{failed}</Alert>;
  if (!ticket) return <Loader label={t("grievance.ops.loading")} />;
  return (
    <div className={styles.page}>
      <Link to={opsPath("tickets")}>{t("grievance.ops.back")}</Link>
      <div className={styles.row}>
        <h1>
          {ticket.number} · {ticket.subject}
        </h1>
        <Badge tone={ticket.status === "resolved" ? "neutral" : "primary"}>{t(`grievance.statusNames.${ticket.status}`)}</Badge>
      </div>
      <p className={styles.muted}>
        {t("grievance.ops.customer")}: {ticket.customer_name} · {t("grievance.ops.contact")}: {ticket.email}, {ticket.phone}
        {ticket.order_id && (
          <>
            {" · "}
            {t("grievance.ops.order")}:{" "}
            <Link to={`${opsPath("orders")}?order=${encodeURIComponent(ticket.order_id)}`}>
              {ticket.order_number ?? ticket.order_id}
            </Link>
          </>
        )}
      </p>
      <p className={styles.muted}>
        {t("grievance.ops.assigned")}: {ticket.assigned_ops_name ?? t("grievance.ops.nobody")} · {t("grievance.ops.due")}:{" "}
        {time.format(new Date(ticket.due_at))} {ticket.overdue && <Badge tone="danger">{t("grievance.ops.overdue")}</Badge>}
      </p>
      {ticket.resolved_at && <p>{t("grievance.ops.resolved", { at: time.format(new Date(ticket.resolved_at)) })}</p>}
      <ol className={styles.list}>
        {ticket.messages.map((m) => (
          <li key={m._id} className={styles.card}>
            <span className={styles.muted}>
              {m.author === "customer" ? ticket.customer_name : m.author === "ops" && m.author_name ? m.author_name : t("grievance.support.galli")} ·{" "}
              {time.format(new Date(m.at))}
            </span>
            <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{m.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status !== "resolved" && (
        <form
          className={styles.card}
          onSubmit={(e) => {
            e.preventDefault();
            answer(false);
          }}
        >
          <div>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(() => ticketsApi.assign(ticketId))}>
              {t("grievance.ops.assignMe")}
            </Button>
          </div>
          <TextField
            label={t("grievance.ops.reply")}
            multiline
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error ?? undefined}
          />
          <div className={styles.toolbar}>
            <Button type="submit" loading={busy}>
              {t("grievance.ops.send")}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => answer(true)}>
              {t("grievance.ops.resolve")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
