// "Previous", "Page x of y", "Next" under a console list of more than one page. The console passes
// its texts' words (page label, previous, next) already translated.
import { Button } from "@/components/ui/button";
import styles from "./console-kit.module.css";

type ConsolePagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** "Page x of y", "Previous", "Next" in the page's language. */
  words: { page: string; previous: string; next: string };
};

export function ConsolePager({ page, pages, onPage, words }: ConsolePagerProps) {
  if (pages <= 1) return null;
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
