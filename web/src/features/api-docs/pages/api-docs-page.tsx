// The 'ERP / POS API DOCUMENT' page (/api): how to connect an ERP or POS to the inventory API.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ConfigurationSection } from "../components/configuration-section";
import { ReadSection } from "../components/read-section";
import { UpdateSection } from "../components/update-section";
import styles from "../components/api-docs.module.css";

const anchors = [
  { id: "configuration", label: "apiDocs.anchors.configuration" },
  { id: "read-live-inventory", label: "apiDocs.anchors.read" },
  { id: "update-live-inventory", label: "apiDocs.anchors.update" },
] as const;

export function ApiDocsPage() {
  const { t } = useTranslation();
  const title = t("staticPages.titles.api");
  useDocumentTitle(title);
  const { hash } = useLocation();
  const origin = window.location.origin;

  // The layout scrolls to the top on open (its effect runs after this one, being the parent), so a
  // link to /api#anchor scrolls to its section a frame later.
  useEffect(() => {
    if (!hash) return;
    const frame = window.requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView?.());
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <article className={`page ${styles.doc}`}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t("apiDocs.lead")}</p>
      <nav aria-label={t("apiDocs.onThisPage")} className={styles.toc}>
        <ul>
          {anchors.map((a) => (
            <li key={a.id}>
              <a href={`#${a.id}`}>{t(a.label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ConfigurationSection origin={origin} />
      <ReadSection origin={origin} />
      <UpdateSection origin={origin} />
    </article>
  );
}
