// /support: the customer's support requests (grievance tickets) with number, status and due date;
// opening one shows its thread and a reply box (none once resolved). "New request" opens the
// support form, whose ticket then appears here.
import { useEffect, useState } from "react";
import type { TicketDetail, TicketStatus, TicketSummary } from "@contract/grievance";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { supportOpened } from "@/app/ui-slice";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { INDIA_TIME_ZONE } from "@/lib/india-time";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/grievance";
import { selectTickets, ticketClosed, ticketOpened, ticketReplySubmitted, ticketsRequested } from "../tickets-slice";
import styles from "./support-page.module.css";

const TONE: Record<TicketStatus, "accent" | "primary" | "neutral" | "danger"> = {
  open: "accent",
  acknowledged: "accent",
  in_progress: "primary",
  resolved: "neutral",
};

function useDates() {
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeZone: INDIA_TIME_ZONE });
  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });
  return { date: (iso: string) => date.format(new Date(iso)), time: (iso: string) => time.format(new Date(iso)) };
}

function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`grievance.statusNames.${status}`)}</Badge>;
}

function TicketCard({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { date } = useDates();
  return (
    <li className={styles.card} aria-label={ticket.number}>
      <div className={styles.row}>
        <h2>{ticket.subject}</h2>
        <StatusBadge status={ticket.status} />
      </div>
      <dl className={styles.facts}>
        <dt>{t("grievance.support.number")}</dt>
        <dd>{ticket.number}</dd>
        <dt>{t("grievance.support.raised")}</dt>
        <dd>{date(ticket.created_at)}</dd>
        <dt>{t("grievance.support.due")}</dt>
        <dd>
          {date(ticket.due_at)} {ticket.overdue && <Badge tone="danger">{t("grievance.support.overdue")}</Badge>}
        </dd>
      </dl>
      <div>
        <Button variant="secondary" onClick={() => dispatch(ticketOpened(ticket.number))}>
          {t("grievance.support.open", { number: ticket.number })}
        </Button>
      </div>
    </li>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { reply } = useAppSelector(selectTickets);
  const { date, time } = useDates();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (reply.status === "done") setText("");
  }, [reply.status]);
  const who = (m: TicketDetail["messages"][number]) =>
    m.author === "customer"
      ? t("grievance.support.you")
      : m.author === "ops" && m.author_name
        ? t("grievance.support.staff", { name: m.author_name })
        : t("grievance.support.galli");
  return (
    <section className={styles.page} aria-labelledby="ticket-title">
      <div>
        <Button variant="secondary" onClick={() => dispatch(ticketClosed())}>
          {t("grievance.support.back")}
        </Button>
      </div>
      <div className={styles.row}>
        <h1 id="ticket-title">
          {ticket.number} · {ticket.subject}
        </h1>
        <StatusBadge status={ticket.status} />
      </div>
      <p className={styles.muted}>
        {t("grievance.support.due")}: {date(ticket.due_at)}
      </p>
      <h2>{t("grievance.support.thread")}</h2>
      <ol className={styles.thread}>
        {ticket.messages.map((m) => (
          <li key={m._id} className={`${styles.message} ${m.author === "customer" ? styles.mine : ""}`}>
            <span className={styles.muted}>
              {who(m)} · {time(m.at)}
            </span>
            <p className={styles.body}>{m.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status === "resolved" ? (
        <Alert tone="info">{t("grievance.support.resolvedNote")}</Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const message = text.trim();
            if (!message) {
              setError(t("grievance.ops.messageRequired"));
              return;
            }
            setError(null);
            dispatch(ticketReplySubmitted({ number: ticket.number, message }));
          }}
        >
          <TextField
            label={t("grievance.support.reply")}
            multiline
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error ?? (reply.status === "error" ? (reply.error ?? undefined) : undefined)}
          />
          <Button type="submit" loading={reply.status === "sending"}>
            {t("grievance.support.send")}
          </Button>
        </form>
      )}
    </section>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { list, items, detail, open } = useAppSelector(selectTickets);
  useDocumentTitle(t("grievance.support.title"));
  useEffect(() => {
    dispatch(ticketsRequested());
  }, [dispatch]);

  if (open) return <Thread ticket={open} />;
  return (
    <section className={styles.page} aria-labelledby="support-title">
      <div className={styles.row}>
        <h1 id="support-title">{t("grievance.support.title")}</h1>
        <Button onClick={() => dispatch(supportOpened())}>{t("grievance.support.newRequest")}</Button>
      </div>
      <p className={styles.lead}>{t("grievance.support.lead")}</p>
      {detail.status === "sending" && <Loader label={t("grievance.support.loading")} />}
      {detail.status === "error" && <Alert tone="error">{detail.error ?? t("grievance.support.failed")}</Alert>}
      {list.status === "error" ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => dispatch(ticketsRequested())}>
              {t("grievance.support.retry")}
            </Button>
          }
        >
          {t("grievance.support.failed")}
        </Alert>
      ) : !items ? (
        <Loader label={t("grievance.support.loading")} />
      ) : items.length === 0 ? (
        <p>{t("grievance.support.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((ticket) => (
            <TicketCard key={ticket._id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}
