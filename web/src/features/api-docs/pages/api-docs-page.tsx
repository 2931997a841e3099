// The 'ERP / POS API DOCUMENT' page (/api): how to connect an ERP or POS to the inventory API.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ConfigurationSection } from "../components/configuration-section";
import { ReadSection } from "../components/read-section";
import { UpdateSection } from "../components/update-section";
import styles from "../components/api-docs.module.css";

export const API_DOCS_TITLE = "ERP / POS API DOCUMENT";

const anchors = [
  { id: "configuration", label: "Configuration" },
  { id: "read-live-inventory", label: "Read live inventory" },
  { id: "update-live-inventory", label: "Update live inventory" },
];

export function ApiDocsPage() {
  useDocumentTitle(API_DOCS_TITLE);
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
      <h1>{API_DOCS_TITLE}</h1>
      <p className={styles.lead}>
        Keep the stock and prices of your Galli stores in step with your ERP or point-of-sale system. Two calls do it:
        read what customers see now, and update it in batches of up to 1,000 products.
      </p>
      <nav aria-label="On this page" className={styles.toc}>
        <ul>
          {anchors.map((a) => (
            <li key={a.id}>
              <a href={`#${a.id}`}>{a.label}</a>
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
