import { callErrorExamples, itemErrorExamples } from "@contract/inventory-examples";
import { Trans, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import styles from "./api-docs.module.css";

const C = { c: <code /> };
/** The answer's JSON field names head their columns as they are. */
const CODE_FIELD = "code";
const MESSAGE_FIELD = "message";
const ERROR_SHAPE = '{ "success": false, "code": ..., "message": ... }';

/** Whole-call failures (nothing applied) and per-item refusals (the rest applied). */
export function ErrorTables() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Trans i18nKey="apiDocs.errors.intro" components={C} values={{ shape: ERROR_SHAPE }} />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t("apiDocs.errors.callTable")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("apiDocs.errors.status")}</th>
              <th scope="col">{CODE_FIELD}</th>
              <th scope="col">{t("apiDocs.errors.when")}</th>
              <th scope="col">{MESSAGE_FIELD}</th>
            </tr>
          </thead>
          <tbody>
            {callErrorExamples.map((e) => (
              <tr key={e.code}>
                <td>{e.status}</td>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td>{t(`apiDocs.errors.callWhen.${e.code}`, e.when)}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Trans i18nKey="apiDocs.errors.items" components={C} />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t("apiDocs.errors.itemTable")}</caption>
          <thead>
            <tr>
              <th scope="col">{CODE_FIELD}</th>
              <th scope="col">{t("apiDocs.errors.when")}</th>
            </tr>
          </thead>
          <tbody>
            {itemErrorExamples.map((e) => (
              <tr key={e.code}>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td>{t(`apiDocs.errors.itemWhen.${e.code}`, e.when)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
