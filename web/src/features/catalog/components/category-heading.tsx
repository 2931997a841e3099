// A group heading: the category path as a breadcrumb, split on '>'.
import { breadcrumb } from "../breadcrumb";
import styles from "./product-list.module.css";

export function CategoryHeading({ path }: { path: string }) {
  const parts = breadcrumb(path);
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
