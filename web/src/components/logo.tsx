import { BRAND } from "@/lib/contact";
import styles from "./logo.module.css";

type LogoProps = {
  inverse?: boolean;
  /** Show only the mark on very narrow screens (the header needs the room for Cart and Login). */
  compact?: boolean;
};

/** The Galli mark (a shopfront awning) and wordmark, drawn inline so it needs no image request. */
export function Logo({ inverse = false, compact = false }: LogoProps) {
  const classes = [styles.logo, inverse && styles.inverse, compact && styles.compact].filter(Boolean).join(" ");
  return (
    <span className={classes}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M6 12 8 7h16l2 5Z" fill="var(--color-accent)" />
        <path
          d="M6 12a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0"
          fill="var(--color-accent)"
        />
        <path d="M8 16v9h16v-9M13.5 25v-5h5v5" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className={styles.word}>{BRAND}</span>
    </span>
  );
}
