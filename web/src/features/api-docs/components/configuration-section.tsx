import {
  IDEMPOTENCY_TTL_HOURS,
  INVENTORY_BATCH_LIMIT,
  INVENTORY_BODY_LIMIT_BYTES,
  RATE_LIMIT_PER_MINUTE,
} from "@contract/inventory-constants";
import { EXAMPLE_AUTHKEY, EXAMPLE_STORE_KEY } from "@contract/inventory-examples";
import { ErrorTables } from "./error-tables";
import styles from "./api-docs.module.css";

const n = (value: number) => value.toLocaleString("en-IN");

export function ConfigurationSection({ origin }: { origin: string }) {
  return (
    <section id="configuration" aria-labelledby="configuration-title" className={styles.section}>
      <h2 id="configuration-title">Configuration</h2>
      <p>You need two values from the Galli merchant app: the store key of each store and an auth token.</p>
      <ol className={styles.steps}>
        <li>
          In the merchant app open <strong>Store settings</strong> › <strong>Inventory Update API</strong> ›{" "}
          <strong>API Keys</strong>.
        </li>
        <li>
          Copy the <strong>store key</strong> of every store you want to keep in sync (for example{" "}
          <code>{EXAMPLE_STORE_KEY}</code>). Each branch has its own key, stock and prices.
        </li>
        <li>
          Generate an <strong>auth token</strong>. It is shown once: save it in your ERP or POS settings like a
          password. Galli keeps only a fingerprint of it, so a lost token cannot be shown again; revoke it on the same
          screen and generate a new one. One token works for all the stores of your business.
        </li>
      </ol>

      <h3>Every call</h3>
      <dl className={styles.facts}>
        <dt>Address</dt>
        <dd>
          <code>POST {origin}/api/read</code> and <code>POST {origin}/api/update</code>
        </dd>
        <dt>Headers</dt>
        <dd>
          <code>Content-Type: application/json</code> and <code>Authkey: &lt;your token&gt;</code>
        </dd>
        <dt>Money</dt>
        <dd>Prices are rupees as numbers with up to 2 decimals (259.5 is ₹259.50); offer and tax are percents.</dd>
        <dt>Examples</dt>
        <dd>
          The examples on this page use the demo store <code>{EXAMPLE_STORE_KEY}</code> and its token{" "}
          <code>{EXAMPLE_AUTHKEY}</code>; use your own in production. Each one is run against the live API by our tests.
        </dd>
        <dt>OpenAPI</dt>
        <dd>
          A machine-readable description (OpenAPI 3.1) is at <a href="/api/openapi.json">/api/openapi.json</a>.
        </dd>
      </dl>

      <h3>Limits</h3>
      <ul>
        <li>
          Up to {n(INVENTORY_BATCH_LIMIT)} codes per read and {n(INVENTORY_BATCH_LIMIT)} items per update; a larger
          batch is refused as a whole (413). Split it into several calls.
        </li>
        <li>A request body of at most {INVENTORY_BODY_LIMIT_BYTES / 1024 / 1024} MiB.</li>
        <li>
          {RATE_LIMIT_PER_MINUTE} calls per minute per token on each of the two calls; more answer 429 until the minute
          is over.
        </li>
        <li>An Idempotency-Key is remembered for {IDEMPOTENCY_TTL_HOURS} hours.</li>
      </ul>

      <h3>Errors</h3>
      <ErrorTables />
    </section>
  );
}
