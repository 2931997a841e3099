// The grievance officer's name, designation and contact (Consumer Protection (E-Commerce) Rules
// 2020), shown on the Help and Terms pages in the language shown.
import { GRIEVANCE_OFFICER as O } from "@contract/grievance-constants";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/grievance";
import styles from "./grievance-officer.module.css";

export function GrievanceOfficer() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  return (
    <section className={styles.officer} aria-labelledby="grievance-officer">
      <h2 id="grievance-officer">{t("grievance.officer.title")}</h2>
      <p>{t("grievance.officer.lead")}</p>
      <dl className={styles.details}>
        <dt>{t("grievance.officer.name")}</dt>
        <dd>{O.name}</dd>
        <dt>{t("grievance.officer.designation")}</dt>
        <dd>{O.designation[lang]}</dd>
        <dt>{t("grievance.officer.email")}</dt>
        <dd>
          <a href={`mailto:${O.email}`}>{O.email}</a>
        </dd>
        <dt>{t("grievance.officer.phone")}</dt>
        <dd>
          <a href={`tel:${O.phone.replace(/\s/g, "")}`}>{O.phone}</a>
        </dd>
        <dt>{t("grievance.officer.address")}</dt>
        <dd>{O.address[lang]}</dd>
        <dt>{t("grievance.officer.hours")}</dt>
        <dd>{O.hours[lang]}</dd>
      </dl>
    </section>
  );
}
