// Three slides with previous and next buttons that wrap around at both ends.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PARTNER_SLIDES } from "./illustrations";
import styles from "./carousel.module.css";

/** The slide after or before `index`, wrapping at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function PartnerCarousel() {
  const [index, setIndex] = useState(0);
  const count = PARTNER_SLIDES.length;
  const slide = PARTNER_SLIDES[index];
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Why sell on Galli">
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}: ${slide.title}`}
        aria-live="polite"
      >
        <slide.Picture />
        <h3>{slide.title}</h3>
        <p>{slide.text}</p>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label="Previous slide">
          ‹ Previous
        </Button>
        <span className={styles.dots} aria-hidden="true">
          {PARTNER_SLIDES.map((s, i) => (
            <span key={s.title} className={i === index ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </span>
        <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label="Next slide">
          Next ›
        </Button>
      </div>
    </section>
  );
}
