import { EXAMPLE_AUTHKEY, readExample } from "@contract/inventory-examples";
import { curlCommand } from "../curl";
import { readRequestFields, readResponseFields } from "../fields";
import { CodeBlock, json } from "./code-block";
import { FieldTable } from "./field-table";
import { Trans, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import styles from "./api-docs.module.css";

export function ReadSection({ origin }: { origin: string }) {
  const { t } = useTranslation();
  return (
    <section id="read-live-inventory" aria-labelledby="read-title" className={styles.section}>
      <h2 id="read-title">{t("apiDocs.anchors.read")}</h2>
      <p>
        <Trans i18nKey="apiDocs.read.intro" components={{ c: <code /> }} />
      </p>
      <FieldTable kind="request" caption={t("apiDocs.read.requestBody")} fields={readRequestFields} />
      <CodeBlock
        label={t("apiDocs.read.request")}
        code={curlCommand(origin, "/api/read", readExample.request, { Authkey: EXAMPLE_AUTHKEY })}
      />
      <FieldTable kind="response" caption={t("apiDocs.read.response")} fields={readResponseFields} />
      <CodeBlock label={t("apiDocs.read.response")} code={json(readExample.response)} />
    </section>
  );
}
