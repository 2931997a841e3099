// Three slides with previous and next buttons that wrap around at both ends.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/partnerSlides";
import { PARTNER_SLIDES } from "./illustrations";
import styles from "./carousel.module.css";

/** The slide after or before `index`, wrapping at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function PartnerCarousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = PARTNER_SLIDES.length;
  const slide = PARTNER_SLIDES[index];
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  const title = t(`partnerSlides.slides.${slide.id}.title`);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t("partnerSlides.label")}>
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t("partnerSlides.slide", { index: index + 1, total: count, title })}
        aria-live="polite"
      >
        <slide.Picture />
        <h3>{title}</h3>
        <p>{t(`partnerSlides.slides.${slide.id}.text`)}</p>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label={t("partnerSlides.previous")}>
          {t("partnerSlides.previousButton")}
        </Button>
        <span className={styles.dots} aria-hidden="true">
          {PARTNER_SLIDES.map((s, i) => (
            <span key={s.id} className={i === index ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </span>
        <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={t("partnerSlides.next")}>
          {t("partnerSlides.nextButton")}
        </Button>
      </div>
    </section>
  );
}
