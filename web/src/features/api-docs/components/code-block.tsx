import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import styles from "./api-docs.module.css";

type CodeBlockProps = {
  /** Names the block for screen readers and the copy button ("Read request", ...). */
  label: string;
  code: string;
};

/** A titled, copyable code sample. Shown as it is sent, so what is copied is what was tested. */
export function CodeBlock({ label, code }: CodeBlockProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
    }
  };
  return (
    <figure className={styles.code}>
      <figcaption className={styles.codeTitle}>
        <span>{label}</span>
        <Button variant="ghost" size="sm" onClick={copy} aria-label={t("apiDocs.copyLabel", { label })}>
          {copied ? t("apiDocs.copied") : t("apiDocs.copy")}
        </Button>
      </figcaption>
      <pre aria-label={label} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);
