// Profile > Privacy (DPDP): the accepted privacy notice, the offers consent as one switch (the same
// choice as the offers switches of Notifications: each reloads the other), "Download my data" and
// "Delete my account" (a one-time code; Galli Cash left needs a choice first; then logged out).
// Texts come from the contract in both languages.
import { useEffect, useState, type FormEvent } from "react";
import type { ConsentsData } from "@contract/privacy";
import { GALLI_CASH_CHOICES, PRIVACY_TEXTS } from "@contract/privacy-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { toApiError } from "@/app/api-client";
import { logoutRequested } from "@/app/ui-slice";
import { CodeField } from "@/components/mobile-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import {
  deleteMyAccount,
  downloadMyData,
  fetchConsents,
  fetchGalliCash,
  saveOffersConsent,
  sendDeleteCode,
} from "../privacy-api";
import { profileActions, selectProfileState } from "../slice";
import styles from "./profile-page.module.css";

/** Fills a contract text's {name} placeholders. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

const errorText = (error: unknown) => toApiError(error).serverMessage ?? toApiError(error).message;

function usePrivacyTexts() {
  const { i18n } = useTranslation();
  return PRIVACY_TEXTS[i18n.language === "hi" ? "hi" : "en"];
}

export function PrivacyCard() {
  const text = usePrivacyTexts();
  const dispatch = useAppDispatch();
  const { preferences } = useAppSelector(selectProfileState);
  const [consents, setConsents] = useState<ConsentsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // Loaded with the page, and again whenever the notification settings change (the offers switches there).
  useEffect(() => {
    let live = true;
    fetchConsents()
      .then((res) => live && setConsents(res.data))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [preferences]);

  const toggleOffers = async (granted: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setConsents((await saveOffersConsent(granted)).data);
      dispatch(profileActions.preferencesRequested());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    setError(null);
    try {
      await downloadMyData();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacy-heading">
      <div className={styles.cardHeader}>
        <h2 id="privacy-heading" className={styles.cardTitle}>
          {text.privacyTitle}
        </h2>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {consents?.notice && (
        <p>
          {fill(text.noticeAccepted, {
            version: consents.notice.version,
            date: new Date(consents.notice.accepted_at).toLocaleDateString(),
          })}
        </p>
      )}
      {consents && (
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={consents.offers.granted}
            disabled={busy}
            onChange={(e) => void toggleOffers(e.currentTarget.checked)}
          />{" "}
          {text.offersSwitch}
        </label>
      )}
      <div>
        <Button variant="secondary" onClick={() => void download()}>
          {text.downloadData}
        </Button>
      </div>
      <div>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {text.deleteAccount}
        </Button>
      </div>
      <Dialog open={deleting} onOpenChange={setDeleting} title={text.deleteAccount}>
        {deleting && <DeleteAccount onDone={() => dispatch(logoutRequested())} />}
      </Dialog>
    </section>
  );
}

function DeleteAccount({ onDone }: { onDone: () => void }) {
  const text = usePrivacyTexts();
  const [cash, setCash] = useState<number | null>(null);
  const [choice, setChoice] = useState<"refund" | "forfeit" | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    fetchGalliCash()
      .then((res) => setCash(res.data.balance))
      .catch(() => setCash(0));
  }, []);

  const run = async (work: () => Promise<void>) => {
    setSending(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await deleteMyAccount(code, cash && cash > 0 ? (choice ?? undefined) : undefined);
      onDone();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{text.deleteIntro}</p>
      {cash !== null && cash > 0 && (
        <fieldset>
          <legend>{fill(text.galliCashLeft, { amount: formatRupees(cash) })}</legend>
          {GALLI_CASH_CHOICES.map((c) => (
            <label key={c}>
              <input type="radio" name="galli-cash" checked={choice === c} onChange={() => setChoice(c)} />{" "}
              {c === "refund" ? text.refundCash : text.forfeitCash}
            </label>
          ))}
        </fieldset>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {codeSent && <p role="status">{text.codeSent}</p>}
      {!codeSent ? (
        <Button
          loading={sending}
          onClick={() =>
            void run(async () => {
              await sendDeleteCode();
              setCodeSent(true);
            })
          }
        >
          {text.sendCode}
        </Button>
      ) : (
        <>
          <CodeField label={text.codeLabel} value={code} onChange={setCode} />
          <Button type="submit" variant="danger" loading={sending}>
            {text.confirmDelete}
          </Button>
        </>
      )}
    </form>
  );
}
