import { EXAMPLE_AUTHKEY, readExample } from "@contract/inventory-examples";
import { curlCommand } from "../curl";
import { readRequestFields, readResponseFields } from "../fields";
import { CodeBlock, json } from "./code-block";
import { FieldTable } from "./field-table";
import styles from "./api-docs.module.css";

export function ReadSection({ origin }: { origin: string }) {
  return (
    <section id="read-live-inventory" aria-labelledby="read-title" className={styles.section}>
      <h2 id="read-title">Read live inventory</h2>
      <p>
        <code>POST /api/read</code> answers the stock, selling price, offer and tax of the barcodes you list, as
        customers see them now. It changes nothing.
      </p>
      <FieldTable kind="request" caption="Read request body" fields={readRequestFields} />
      <CodeBlock
        label="Read request"
        code={curlCommand(origin, "/api/read", readExample.request, { Authkey: EXAMPLE_AUTHKEY })}
      />
      <FieldTable kind="response" caption="Read response" fields={readResponseFields} />
      <CodeBlock label="Read response" code={json(readExample.response)} />
    </section>
  );
}
