import {
  IDEMPOTENCY_TTL_HOURS,
  INVENTORY_BATCH_LIMIT,
  INVENTORY_BODY_LIMIT_BYTES,
  RATE_LIMIT_PER_MINUTE,
} from "@contract/inventory-constants";
import { EXAMPLE_AUTHKEY, EXAMPLE_STORE_KEY } from "@contract/inventory-examples";
import { Trans, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import { ErrorTables } from "./error-tables";
import styles from "./api-docs.module.css";

const n = (value: number) => value.toLocaleString("en-IN");
const C = { b: <strong />, c: <code /> };
/** The machine-readable description: the standard's name and the path stay as they are. */
const OPENAPI = "OpenAPI";
const OPENAPI_PATH = "/api/openapi.json";
/** The interactive reference of the same document. */
const DOCS_PATH = "/api/docs";
/** The spec's path to the keys: Store settings (its page) › Inventory Update API › API Keys (the keys page). */
const STEP1 = { ...C, s: <a href="/merchant/settings" />, k: <a href="/merchant/api-keys" /> };

export function ConfigurationSection({ origin }: { origin: string }) {
  const { t } = useTranslation();
  return (
    <section id="configuration" aria-labelledby="configuration-title" className={styles.section}>
      <h2 id="configuration-title">{t("apiDocs.anchors.configuration")}</h2>
      <p>{t("apiDocs.config.intro")}</p>
      <ol className={styles.steps}>
        <li>
          <Trans i18nKey="apiDocs.config.step1" components={STEP1} />
        </li>
        <li>
          <Trans i18nKey="apiDocs.config.step2" components={C} values={{ storeKey: EXAMPLE_STORE_KEY }} />
        </li>
        <li>
          <Trans i18nKey="apiDocs.config.step3" components={C} />
        </li>
      </ol>

      <h3>{t("apiDocs.config.everyCall")}</h3>
      <dl className={styles.facts}>
        <dt>{t("apiDocs.config.address")}</dt>
        <dd>
          <Trans i18nKey="apiDocs.config.addressValue" components={C} values={{ origin }} />
        </dd>
        <dt>{t("apiDocs.config.headers")}</dt>
        <dd>
          <Trans
            i18nKey="apiDocs.config.headersValue"
            components={C}
            values={{ token: t("apiDocs.config.yourToken") }}
          />
        </dd>
        <dt>{t("apiDocs.config.money")}</dt>
        <dd>{t("apiDocs.config.moneyValue")}</dd>
        <dt>{t("apiDocs.config.examples")}</dt>
        <dd>
          <Trans
            i18nKey="apiDocs.config.examplesValue"
            components={C}
            values={{ storeKey: EXAMPLE_STORE_KEY, authkey: EXAMPLE_AUTHKEY }}
          />
        </dd>
        <dt>{OPENAPI}</dt>
        <dd>
          <Trans
            i18nKey="apiDocs.config.openApiValue"
            components={{ a: <a href={OPENAPI_PATH} />, d: <a href={DOCS_PATH} /> }}
            values={{ path: OPENAPI_PATH, docs: DOCS_PATH }}
          />
        </dd>
      </dl>

      <h3>{t("apiDocs.config.limits")}</h3>
      <ul>
        <li>{t("apiDocs.config.batch", { limit: n(INVENTORY_BATCH_LIMIT) })}</li>
        <li>{t("apiDocs.config.body", { mib: INVENTORY_BODY_LIMIT_BYTES / 1024 / 1024 })}</li>
        <li>{t("apiDocs.config.rate", { perMinute: RATE_LIMIT_PER_MINUTE })}</li>
        <li>{t("apiDocs.config.idempotency", { hours: IDEMPOTENCY_TTL_HOURS })}</li>
      </ul>

      <h3>{t("apiDocs.config.errors")}</h3>
      <ErrorTables />
    </section>
  );
}
