// Partner enquiries (Admin and Support read; Admin onboards or declines): new, onboarded and
// declined enquiries; a new one opens the onboarding form prefilled, or is declined with a reason.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { EnquiryList, EnquiryStatus, EnquiryView } from "@contract/ops-onboarding";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { currentLocale, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsRequest } from "../ops-api";
import { opsPath } from "../paths";
import { useOpsSession } from "../session";
import styles from "./ops-pages.module.css";

const STATUSES: EnquiryStatus[] = ["new", "onboarded", "declined"];

function DeclineForm({ enquiry, onDone }: { enquiry: EnquiryView; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.inline}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        opsRequest("POST", `/enquiries/${encodeURIComponent(enquiry.id)}/decline`, { reason })
          .then(onDone)
          .catch((err: Error) => setError(err.message))
          .finally(() => setBusy(false));
      }}
    >
      <TextField
        label={t("opsCore.enquiries.reason")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        {t("opsCore.enquiries.confirmDecline")}
      </Button>
    </form>
  );
}

export default function EnquiriesPage() {
  const { t } = useTranslation();
  const session = useOpsSession();
  const isAdmin = session.status === "signedIn" && session.me.role === "admin";
  const [status, setStatus] = useState<EnquiryStatus>("new");
  const [list, setList] = useState<EnquiryList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);

  const load = useCallback((s: EnquiryStatus) => {
    setList(null);
    setError(null);
    opsRequest<EnquiryList>("GET", `/enquiries?status=${s}`)
      .then(setList)
      .catch((err: Error) => setError(err.message));
  }, []);
  useEffect(() => load(status), [load, status]);

  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium" });
  return (
    <div className={styles.page}>
      <h1>{t("opsCore.enquiries.title")}</h1>
      <p className={styles.muted}>{t("opsCore.enquiries.lead")}</p>
      <div className={styles.tabs} role="group" aria-label={t("opsCore.enquiries.title")}>
        {STATUSES.map((s) => (
          <button key={s} type="button" aria-pressed={status === s} className={styles.tab} onClick={() => setStatus(s)}>
            {t(`opsCore.enquiries.status.${s}`)}
          </button>
        ))}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!list ? (
        !error && <Loader label={t("opsCore.loading")} />
      ) : list.items.length === 0 ? (
        <p>{t("opsCore.enquiries.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {list.items.map((e) => (
            <li key={e.id} className={styles.card}>
              <h2>{e.business_name}</h2>
              <p>
                {e.name} · +91 {e.contact_num} · {e.email_id}
              </p>
              <p className={styles.muted}>
                {e.shop_category} · {e.city} ·{" "}
                {t("opsCore.enquiries.received", { date: date.format(new Date(e.created_at)) })}
              </p>
              {e.decline_reason && <p>{t("opsCore.enquiries.declinedBecause", { reason: e.decline_reason })}</p>}
              {isAdmin && e.status === "new" && (
                <div className={styles.actions}>
                  <Link
                    className={styles.primaryLink}
                    to={`${opsPath("onboarding")}?enquiry=${encodeURIComponent(e.id)}`}
                  >
                    {t("opsCore.enquiries.onboard")}
                  </Link>
                  <Button variant="secondary" onClick={() => setDeclining(declining === e.id ? null : e.id)}>
                    {t("opsCore.enquiries.decline")}
                  </Button>
                </div>
              )}
              {declining === e.id && <DeclineForm enquiry={e} onDone={() => load(status)} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
