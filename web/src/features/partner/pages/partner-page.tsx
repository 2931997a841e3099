// /partner: 'Partner with us and start your virtual shop today' — the enquiry form, the enrolment
// process and the carousel. Shown inside the static layout (no main header).
import { useEffect } from "react";
import { useAppDispatch } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EnquiryForm } from "../components/enquiry-form";
import { PartnerCarousel } from "../components/carousel";
import { EnrolmentProcess } from "../components/illustrations";
import { partnerPageOpened } from "../slice";
import styles from "./partner-page.module.css";

export const PARTNER_TITLE = "Partner with us and start your virtual shop today";

export function PartnerPage() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  useDocumentTitle(t("partner.title"));
  useEffect(() => {
    dispatch(partnerPageOpened());
  }, [dispatch]);

  return (
    <article className={`page ${styles.page}`}>
      <h1>{t("partner.title")}</h1>
      <p className={styles.lead}>{t("partner.lead")}</p>
      <div className={styles.columns}>
        <section aria-labelledby="enquiry-heading" className={styles.formCard}>
          <h2 id="enquiry-heading">{t("partner.enquiry")}</h2>
          <EnquiryForm />
        </section>
        <div className={styles.aside}>
          <PartnerCarousel />
        </div>
      </div>
      <section aria-labelledby="enrolment-heading" className={styles.enrolment}>
        <h2 id="enrolment-heading">{t("partner.enrolment")}</h2>
        <EnrolmentProcess />
      </section>
    </article>
  );
}
