import { callErrorExamples, itemErrorExamples } from "@contract/inventory-examples";
import styles from "./api-docs.module.css";

/** Whole-call failures (nothing applied) and per-item refusals (the rest applied). */
export function ErrorTables() {
  return (
    <>
      <p>
        When the call itself fails nothing is read or written, and the answer is{" "}
        <code>{'{ "success": false, "code": ..., "message": ... }'}</code> with the HTTP status below. Retry only after
        a 429 or a 5xx.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Errors of the whole call</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">code</th>
              <th scope="col">When</th>
              <th scope="col">message</th>
            </tr>
          </thead>
          <tbody>
            {callErrorExamples.map((e) => (
              <tr key={e.code}>
                <td>{e.status}</td>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td>{e.when}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        An update with some bad items still answers 200: the good items are applied and each refused one is listed in{" "}
        <code>error</code> with one of these codes.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Refused items of an update</caption>
          <thead>
            <tr>
              <th scope="col">code</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {itemErrorExamples.map((e) => (
              <tr key={e.code}>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td>{e.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
