import type { Field } from "../fields";
import styles from "./api-docs.module.css";

type FieldTableProps = {
  caption: string;
  fields: Field[];
  /** Request tables say which fields are required; every response field is always sent. */
  kind: "request" | "response";
};

export function FieldTable({ caption, fields, kind }: FieldTableProps) {
  const request = kind === "request";
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            {request && <th scope="col">Required</th>}
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <th scope="row">
                <code>{f.name}</code>
              </th>
              <td>{f.type}</td>
              {request && <td>{f.required ? "Yes" : "No"}</td>}
              <td>{f.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
