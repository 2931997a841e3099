import { useTranslation } from "@/lib/i18n";
import styles from "./spinner.module.css";

type SpinnerProps = { size?: "sm" | "md" | "lg" };

/** A decorative spinning ring; pair it with text, or use Loader for an announced waiting state. */
export function Spinner({ size = "md" }: SpinnerProps) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}

type LoaderProps = { label?: string; fullPage?: boolean };

/** A waiting state announced to assistive technology (role="status"). */
export function Loader({ label, fullPage = false }: LoaderProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={fullPage ? `${styles.loader} ${styles.fullPage}` : styles.loader}>
      <Spinner size={fullPage ? "lg" : "md"} />
      <span className={styles.label}>{label ?? t("common.loading")}</span>
    </div>
  );
}
