// /merchant/products: the shop's products with their lifecycle chips, search, a status filter and
// pages; a live product with a change waiting says so.
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { LoadFailed } from "@/components/console/load-failed";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import {
  catalogueApi,
  PRODUCT_STATUSES,
  type ProductList,
  type ProductListItem,
  type ProductStatus,
} from "../catalogue/catalogue-api";
import { StatusChip } from "../catalogue/status-chip";
import { IMPORT_PRODUCTS_PATH, NEW_PRODUCT_PATH, productPath } from "../catalogue/paths";
import styles from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { ConsolePager } from "@/components/console/console-pager";

export const PRODUCTS_PAGE_SIZE = 20;

export default function ProductsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantCatalogue.title"));
  const filterId = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<ProductStatus | "">("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ProductList | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // Typing settles for 300 ms before the search runs.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  useConsoleLoad(
    (live) => {
      setError(false);
      catalogueApi.list({ status, q, page }).then(
        (answer) => live() && setList(answer),
        () => live() && setError(true),
      );
    },
    [status, q, page, attempt],
  );

  const pages = list ? Math.max(1, Math.ceil(list.total / PRODUCTS_PAGE_SIZE)) : 1;
  return (
    <div className={styles.page}>
      <h1>{t("merchantCatalogue.title")}</h1>
      <div className={styles.actions}>
        <Button asChild>
          <Link to={NEW_PRODUCT_PATH}>{t("merchantCatalogue.list.add")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={IMPORT_PRODUCTS_PATH}>{t("merchantCatalogue.list.import")}</Link>
        </Button>
      </div>
      {error && (
        <LoadFailed retry={t("merchantCatalogue.retry")} onRetry={() => setAttempt((n) => n + 1)}>
          {t("merchantCatalogue.loadFailed")}
        </LoadFailed>
      )}
      <div className={styles.toolbar}>
        <TextField
          label={t("merchantCatalogue.list.search")}
          hint={t("merchantCatalogue.list.searchHint")}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={styles.select}>
          <label htmlFor={filterId}>{t("merchantCatalogue.list.filter")}</label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ProductStatus | "");
              setPage(1);
            }}
          >
            <option value="">{t("merchantCatalogue.list.all")}</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`merchantCatalogue.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list === null ? (
        !error && <p className={styles.hint}>{t("merchantCatalogue.loading")}</p>
      ) : (
        <p className={styles.hint} aria-live="polite">
          {list.total === 0
            ? t("merchantCatalogue.list.none")
            : t("merchantCatalogue.list.count", { count: list.total })}
        </p>
      )}
      <ul className={styles.list}>
        {list?.items.map((item) => (
          <ProductRow key={item.id} item={item} />
        ))}
      </ul>
      <ConsolePager page={page} pages={pages} onPage={setPage} texts="merchantCatalogue.list" />
    </div>
  );
}

function ProductRow({ item }: { item: ProductListItem }) {
  const { t } = useTranslation();
  const pending = item.pending_change;
  return (
    <li className={styles.item} aria-label={item.name}>
      {item.image ? (
        <img className={styles.thumb} src={item.image} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.thumb} role="img" aria-label={t("merchantCatalogue.list.noImage")} />
      )}
      <div className={styles.itemBody}>
        <Link to={productPath(item.id)}>{item.name}</Link>
        <p className={styles.meta}>{[item.brand, item.unit].filter(Boolean).join(" · ")}</p>
        <div className={styles.chips}>
          <StatusChip status={item.status} />
          {pending && (
            <Badge tone={pending.status === "review" ? "accent" : "danger"}>
              {pending.status === "review"
                ? t("merchantCatalogue.list.pending")
                : pending.status === "changes"
                  ? t("merchantCatalogue.list.pendingChanges")
                  : t("merchantCatalogue.list.pendingRejected")}
            </Badge>
          )}
        </div>
      </div>
    </li>
  );
}
