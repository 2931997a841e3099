import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/apiDocs";
import type { Field } from "../fields";
import styles from "./api-docs.module.css";

type FieldTableProps = {
  caption: string;
  fields: Field[];
  /** Request tables say which fields are required; every response field is always sent. */
  kind: "request" | "response";
};

export function FieldTable({ caption, fields, kind }: FieldTableProps) {
  const { t } = useTranslation();
  const request = kind === "request";
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("apiDocs.fieldTable.field")}</th>
            <th scope="col">{t("apiDocs.fieldTable.type")}</th>
            {request && <th scope="col">{t("apiDocs.fieldTable.required")}</th>}
            <th scope="col">{t("apiDocs.fieldTable.meaning")}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <th scope="row">
                <code>{f.name}</code>
              </th>
              <td>{f.type}</td>
              {request && <td>{f.required ? t("apiDocs.fieldTable.yes") : t("apiDocs.fieldTable.no")}</td>}
              <td>{t(f.description, f.values ?? {})}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
