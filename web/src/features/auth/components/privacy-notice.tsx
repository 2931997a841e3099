// The sign-up's privacy notice (DPDP): standalone, in the language the customer reads, listing each
// data item Galli keeps and why, with the required acceptance and the separate, optional offers
// opt-in. The texts come from the contract (both languages), so the server and the web agree on
// the notice's version.
import { PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_VERSION, PRIVACY_TEXTS } from "@contract/privacy-constants";
import { useTranslation } from "@/lib/i18n";
import styles from "./auth-form.module.css";

export function PrivacyNotice({
  accepted,
  offers,
  error,
  onChange,
}: {
  accepted: boolean;
  offers: boolean;
  error?: string;
  onChange: (next: { acceptNotice: boolean; offers: boolean }) => void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language === "hi" ? "hi" : "en";
  const text = PRIVACY_TEXTS[language];
  return (
    <section className={styles.notice} aria-labelledby="privacy-notice-title" data-version={PRIVACY_NOTICE_VERSION}>
      <h3 id="privacy-notice-title" className={styles.noticeTitle}>
        {text.noticeTitle}
      </h3>
      <p>{text.noticeIntro}</p>
      <dl className={styles.noticeItems}>
        {PRIVACY_NOTICE_ITEMS[language].map((row) => (
          <div key={row.item}>
            <dt>{row.item}</dt>
            <dd>{row.purpose}</dd>
          </div>
        ))}
      </dl>
      <p>{text.noticeRights}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "privacy-notice-error" : undefined}
          onChange={(e) => onChange({ acceptNotice: e.currentTarget.checked, offers })}
        />
        <span>{text.acceptNotice}</span>
      </label>
      {error && (
        <p id="privacy-notice-error" role="alert" className={styles.checkError}>
          {text.consentRequired}
        </p>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={offers}
          onChange={(e) => onChange({ acceptNotice: accepted, offers: e.currentTarget.checked })}
        />
        <span>{text.offersOptIn}</span>
      </label>
    </section>
  );
}
