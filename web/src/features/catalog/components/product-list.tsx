// The product list: one breadcrumb heading per category group, cards below, infinite scroll.
import type { ReactNode } from "react";
import type { ProductView } from "@contract/catalog";
import { Loader, Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useProgressiveCount } from "@/lib/use-progressive-count";
import type { ProductHeadingGroup } from "../breadcrumb";
import type { ListWindow } from "../list-window";
import { EAGER_CARD_IMAGES } from "../card-images";
import { CategoryHeading } from "./category-heading";
import { ProductCard } from "./product-card";
import { useInfiniteScroll } from "./use-infinite-scroll";
import styles from "./product-list.module.css";

type Props = {
  groups: ProductHeadingGroup[];
  window: ListWindow;
  /** Changes when the list starts over (another shop, category or search). */
  listKey: number;
  loading: boolean;
  pageLoading: "next" | "previous" | null;
  onOpen: (productId: string) => void;
  onPageWanted: (want: { direction: "next" | "previous"; page: number }) => void;
  controls: (product: ProductView) => ReactNode;
};


const cardCount = (groups: ProductHeadingGroup[]) => groups.reduce((n, g) => n + g.products.length, 0);

export function ProductList({
  groups,
  window: listWindow,
  listKey,
  loading,
  pageLoading,
  onOpen,
  onPageWanted,
  controls,
}: Props) {
  const { t } = useTranslation();
  // A phone's first screen shows a few cards: those draw first, the rest in short steps after.
  const total = loading ? 0 : cardCount(groups);
  const shown = useProgressiveCount(total, listKey);
  // Until every card is drawn the page is shorter than the list: no page is asked for meanwhile.
  useInfiniteScroll(listWindow, loading || pageLoading !== null || shown < total, onPageWanted);
  if (loading) return <Loader label={t("catalog.loadingProducts")} />;
  if (groups.length === 0) return <p className={styles.empty}>{t("catalog.empty")}</p>;
  const starts = groups.map((_, i) => cardCount(groups.slice(0, i)));
  return (
    <div className={styles.list}>
      {pageLoading === "previous" && (
        <p className={styles.more} role="status">
          <Spinner size="sm" /> {t("catalog.loadingEarlier")}
        </p>
      )}
      {groups.map((group, i) =>
        starts[i] >= shown ? null : (
          <section key={`${listWindow.pages[0]?.number ?? 0}-${i}-${group.category}`} className={styles.group}>
            <CategoryHeading path={group.category} />
            <div className={styles.grid}>
              {group.products.slice(0, shown - starts[i]).map((product, j) => (
                <ProductCard
                  key={product._id}
                  product={product}
                  onOpen={onOpen}
                  controls={controls}
                  eager={starts[i] + j < EAGER_CARD_IMAGES}
                />
              ))}
            </div>
          </section>
        ),
      )}
      {pageLoading === "next" && (
        <p className={styles.more} role="status">
          <Spinner size="sm" /> {t("catalog.loadingMore")}
        </p>
      )}
    </div>
  );
}
