import type { ReactNode } from "react";
import styles from "./badge.module.css";

type BadgeProps = {
  children: ReactNode;
  tone?: "accent" | "primary" | "neutral" | "danger";
  /** Screen-reader wording when the visible text is only a number ("3 offers"). */
  label?: string;
};

export function Badge({ children, tone = "accent", label }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <span aria-hidden={label ? true : undefined}>{children}</span>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
