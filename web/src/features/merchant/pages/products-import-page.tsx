// /merchant/products/import: the template, a CSV file, a dry run listing each bad row's field and
// message, "skip bad rows", the write and its counts. One idempotency key per file and choice, so a
// retried write is answered once.
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import { catalogueApi, type ImportResult } from "../catalogue/catalogue-api";
import { PRODUCTS_PATH } from "../catalogue/paths";
import styles from "@/components/console/console-kit.module.css";

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export default function ProductsImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantCatalogue.import.title"));
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [skipBad, setSkipBad] = useState(false);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState<"dry" | "write" | "template" | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(dryRun: boolean) {
    if (!file) {
      setError(t("merchantCatalogue.import.chooseFile"));
      return;
    }
    setBusy(dryRun ? "dry" : "write");
    setError(null);
    setResult(null);
    try {
      setResult(await catalogueApi.importCsv(file, { dryRun, skipBadRows: skipBad, key: dryRun ? newKey() : key }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function template() {
    setBusy("template");
    setError(null);
    try {
      const csv = await catalogueApi.template();
      const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "galli-products-template.csv";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.page}>
      <p>
        <Link to={PRODUCTS_PATH}>{t("merchantCatalogue.form.back")}</Link>
      </p>
      <h1>{t("merchantCatalogue.import.title")}</h1>
      <p className={styles.hint}>{t("merchantCatalogue.import.intro")}</p>
      <div>
        <Button variant="secondary" loading={busy === "template"} onClick={() => void template()}>
          {t("merchantCatalogue.import.template")}
        </Button>
      </div>
      <section className={styles.section}>
        <div className={styles.select}>
          <label htmlFor={fileId}>{t("merchantCatalogue.import.file")}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setKey(newKey());
              setResult(null);
            }}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            role="switch"
            checked={skipBad}
            aria-describedby={`${fileId}-skip`}
            onChange={(e) => {
              setSkipBad(e.target.checked);
              setKey(newKey());
            }}
          />
          {t("merchantCatalogue.import.skipBad")}
        </label>
        <p id={`${fileId}-skip`} className={styles.hint}>
          {t("merchantCatalogue.import.skipBadHint")}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" loading={busy === "dry"} onClick={() => void run(true)}>
            {t("merchantCatalogue.import.dryRun")}
          </Button>
          <Button loading={busy === "write"} onClick={() => void run(false)}>
            {t("merchantCatalogue.import.write")}
          </Button>
        </div>
      </section>
      {error && <Alert tone="error">{error}</Alert>}
      {result && <ImportReport result={result} />}
    </div>
  );
}

function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const counts = { total: result.total, written: result.written, skipped: result.skipped };
  return (
    <section className={styles.section} aria-live="polite">
      <Alert tone={result.errors.length ? "warning" : "success"}>
        {result.dry_run ? t("merchantCatalogue.import.resultDry", counts) : t("merchantCatalogue.import.result", counts)}
      </Alert>
      {result.errors.length === 0 ? (
        <p className={styles.hint}>{t("merchantCatalogue.import.noErrors")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t("merchantCatalogue.import.errors")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("merchantCatalogue.import.row")}</th>
                <th scope="col">{t("merchantCatalogue.import.field")}</th>
                <th scope="col">{t("merchantCatalogue.import.message")}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((e, i) => (
                <tr key={`${e.row}-${e.field}-${i}`}>
                  <td>{e.row}</td>
                  <td>{e.field}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
