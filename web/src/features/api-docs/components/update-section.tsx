import { IDEMPOTENCY_TTL_HOURS } from "@contract/inventory-constants";
import { EXAMPLE_AUTHKEY, dryRunExample, retryExample, updateExample } from "@contract/inventory-examples";
import { curlCommand } from "../curl";
import { updateRequestFields, updateResponseFields } from "../fields";
import { CodeBlock, json } from "./code-block";
import { FieldTable } from "./field-table";
import styles from "./api-docs.module.css";

export function UpdateSection({ origin }: { origin: string }) {
  const auth = { Authkey: EXAMPLE_AUTHKEY };
  return (
    <section id="update-live-inventory" aria-labelledby="update-title" className={styles.section}>
      <h2 id="update-title">Update live inventory</h2>
      <p>
        <code>POST /api/update</code> sets the stock and selling price (and optionally name, unit, offer and tax) of
        products the store already sells.
      </p>
      <ul>
        <li>
          Each item is checked on its own. The valid items are applied together in one transaction; a refused item
          changes nothing and is listed in <code>error</code> with the reason.
        </li>
        <li>Values replace the current ones. Orders placed after your call lower the stock you sent.</li>
        <li>Customers see the new values at once: in the catalogue, in search and when their cart is checked.</li>
        <li>Every applied product records the time of this sync, even when its values did not change.</li>
        <li>
          <strong>Name rule:</strong> product_name and unit belong to the catalogue product. They change only when no
          other merchant&apos;s store sells the same product (and then for all your stores that sell it); otherwise the
          item is refused with <code>PRODUCT_SHARED</code>. Sending the current name and unit is always fine.
        </li>
        <li>This call updates products; new products are added in the merchant app.</li>
      </ul>
      <FieldTable kind="request" caption="Update request body" fields={updateRequestFields} />
      <CodeBlock label="Update request" code={curlCommand(origin, "/api/update", updateExample.request, auth)} />
      <FieldTable kind="response" caption="Update response" fields={updateResponseFields} />
      <CodeBlock label="Update response" code={json(updateExample.response)} />

      <h3>Check first: dry run</h3>
      <p>
        Add <code>{dryRunExample.query}</code> to check a batch without writing anything. The answer lists what would be
        refused and, for every valid item, the values before and after.
      </p>
      <CodeBlock
        label="Dry run request"
        code={curlCommand(origin, `/api/update${dryRunExample.query}`, dryRunExample.request, auth)}
      />
      <CodeBlock label="Dry run response" code={json(dryRunExample.response)} />

      <h3>Safe retries</h3>
      <p>
        A timeout does not tell you whether an update was applied. Send an <code>Idempotency-Key</code> header (a new
        UUID per batch) and retry with the same key and the same body: for {IDEMPOTENCY_TTL_HOURS} hours the retry gets
        the first answer again, marked with <code>{retryExample.replayHeader}</code>, and nothing is applied twice. The
        same key with a different body is refused (422). A dry run ignores the key.
      </p>
      <CodeBlock
        label="Retry request"
        code={curlCommand(origin, "/api/update", updateExample.request, { ...auth, ...retryExample.headers })}
      />
    </section>
  );
}
