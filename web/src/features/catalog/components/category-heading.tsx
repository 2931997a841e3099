// A group heading: the category path as a breadcrumb, split on '>'.
import { useTranslation } from "@/lib/i18n";
import { breadcrumb, categoryName } from "../breadcrumb";
import styles from "./product-list.module.css";

export function CategoryHeading({ path }: { path: string }) {
  useTranslation(); // drawn again when the language changes
  const parts = breadcrumb(path).map(categoryName);
  return (
    <h2 className={styles.heading} aria-label={parts.join(" > ")}>
      {parts.map((part, i) => (
        <span key={`${i}-${part}`} className={styles.crumb}>
          {i > 0 && (
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
          )}
          {part}
        </span>
      ))}
    </h2>
  );
}
