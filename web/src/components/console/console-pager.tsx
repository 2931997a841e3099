// "Previous", "Page x of y", "Next" under a console list of more than one page, in the words of the
// page's texts: `texts` names where they are (`<texts>.page` with {{page}} and {{pages}},
// `<texts>.previous`, `<texts>.next`).
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import styles from "./console-kit.module.css";

type ConsolePagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The texts' key holding page, previous and next. */
  texts: PagerTexts;
};

/** The console lists with pages (each key holds page, previous and next). */
type PagerTexts = "opsReview" | "merchantCatalogue.list";

export function ConsolePager({ page, pages, onPage, texts }: ConsolePagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const words = {
    page: t(`${texts}.page` as const, { page, pages }),
    previous: t(`${texts}.previous` as const),
    next: t(`${texts}.next` as const),
  };
  return (
    <nav className={styles.pager} aria-label={words.page}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </Button>
      <span>{words.page}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </Button>
    </nav>
  );
}
