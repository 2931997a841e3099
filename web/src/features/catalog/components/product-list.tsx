// The product list: one breadcrumb heading per category group, cards below, infinite scroll.
import type { ReactNode } from "react";
import type { ProductView } from "@contract/catalog";
import { Loader, Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import type { ProductHeadingGroup } from "../breadcrumb";
import type { ListWindow } from "../list-window";
import { CategoryHeading } from "./category-heading";
import { ProductCard } from "./product-card";
import { useInfiniteScroll } from "./use-infinite-scroll";
import styles from "./product-list.module.css";

type Props = {
  groups: ProductHeadingGroup[];
  window: ListWindow;
  loading: boolean;
  pageLoading: "next" | "previous" | null;
  onOpen: (productId: string) => void;
  onPageWanted: (want: { direction: "next" | "previous"; page: number }) => void;
  controls: (product: ProductView) => ReactNode;
};

export function ProductList({
  groups,
  window: listWindow,
  loading,
  pageLoading,
  onOpen,
  onPageWanted,
  controls,
}: Props) {
  useInfiniteScroll(listWindow, loading || pageLoading !== null, onPageWanted);
  const { t } = useTranslation();
  if (loading) return <Loader label={t("catalog.loadingProducts")} />;
  if (groups.length === 0) return <p className={styles.empty}>{t("catalog.empty")}</p>;
  return (
    <div className={styles.list}>
      {pageLoading === "previous" && (
        <p className={styles.more} role="status">
          <Spinner size="sm" /> {t("catalog.loadingEarlier")}
        </p>
      )}
      {groups.map((group, i) => (
        <section key={`${listWindow.pages[0]?.number ?? 0}-${i}-${group.category}`} className={styles.group}>
          <CategoryHeading path={group.category} />
          <div className={styles.grid}>
            {group.products.map((product) => (
              <ProductCard key={product._id} product={product} onOpen={onOpen} controls={controls(product)} />
            ))}
          </div>
        </section>
      ))}
      {pageLoading === "next" && (
        <p className={styles.more} role="status">
          <Spinner size="sm" /> {t("catalog.loadingMore")}
        </p>
      )}
    </div>
  );
}
