import { IDEMPOTENCY_TTL_HOURS } from "@contract/inventory-constants";
import { EXAMPLE_AUTHKEY, dryRunExample, retryExample, updateExample } from "@contract/inventory-examples";
import { curlCommand } from "../curl";
import { updateRequestFields, updateResponseFields } from "../fields";
import { CodeBlock, json } from "./code-block";
import { FieldTable } from "./field-table";
import { Trans, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import styles from "./api-docs.module.css";

const C = { c: <code />, b: <strong /> };

export function UpdateSection({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const auth = { Authkey: EXAMPLE_AUTHKEY };
  return (
    <section id="update-live-inventory" aria-labelledby="update-title" className={styles.section}>
      <h2 id="update-title">{t("apiDocs.anchors.update")}</h2>
      <p>
        <Trans i18nKey="apiDocs.update.intro" components={C} />
      </p>
      <ul>
        <li>
          <Trans i18nKey="apiDocs.update.each" components={C} />
        </li>
        <li>{t("apiDocs.update.replace")}</li>
        <li>{t("apiDocs.update.atOnce")}</li>
        <li>{t("apiDocs.update.synced")}</li>
        <li>
          <Trans i18nKey="apiDocs.update.nameRule" components={C} />
        </li>
        <li>{t("apiDocs.update.newProducts")}</li>
      </ul>
      <FieldTable kind="request" caption={t("apiDocs.update.requestBody")} fields={updateRequestFields} />
      <CodeBlock
        label={t("apiDocs.update.request")}
        code={curlCommand(origin, "/api/update", updateExample.request, auth)}
      />
      <FieldTable kind="response" caption={t("apiDocs.update.response")} fields={updateResponseFields} />
      <CodeBlock label={t("apiDocs.update.response")} code={json(updateExample.response)} />

      <h3>{t("apiDocs.update.dryRun")}</h3>
      <p>
        <Trans i18nKey="apiDocs.update.dryRunText" components={C} values={{ query: dryRunExample.query }} />
      </p>
      <CodeBlock
        label={t("apiDocs.update.dryRunRequest")}
        code={curlCommand(origin, `/api/update${dryRunExample.query}`, dryRunExample.request, auth)}
      />
      <CodeBlock label={t("apiDocs.update.dryRunResponse")} code={json(dryRunExample.response)} />

      <h3>{t("apiDocs.update.retries")}</h3>
      <p>
        <Trans
          i18nKey="apiDocs.update.retriesText"
          components={C}
          values={{ hours: IDEMPOTENCY_TTL_HOURS, header: retryExample.replayHeader }}
        />
      </p>
      <CodeBlock
        label={t("apiDocs.update.retryRequest")}
        code={curlCommand(origin, "/api/update", updateExample.request, { ...auth, ...retryExample.headers })}
      />
    </section>
  );
}
