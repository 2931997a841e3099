import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { cartOpened, loginRequested, signUpRequested } from "@/app/ui-slice";
import { CartIcon, PhoneIcon } from "@/components/icons";
import { Logo } from "@/components/logo";
import { LanguageSwitch } from "@/components/language-switch";
import { Button } from "@/components/ui/button";
import { selectIsGuest } from "@/features/session/selectors";
import { NotificationsBell } from "@/features/live/bell";
import { BRAND, SUPPORT_PHONE } from "@/lib/contact";
import { useTranslation } from "@/lib/i18n";
import { HeaderLinks } from "./header-links";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";
import styles from "./header.module.css";

export type HeaderCounts = {
  /** Items in the cart: Cart(n), and whether "Clear Cart" shows. */
  cart: number;
  /** Today's offers, shown as a badge on Offers. */
  offers: number;
  /** Unscratched cards of a customer (guests always see 1). */
  scratch: number;
};

const NO_COUNTS: HeaderCounts = { cart: 0, offers: 0, scratch: 0 };

/**
 * Publishes the height the sticky header keeps on screen (without the support bar, which scrolls
 * away on phones) as --header-height on the document, so what sticks below it (the products page's
 * search row on phones) sits right under it however the header wraps.
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    let published = "";
    // Measured in the observer's callback, which runs after layout (its first one before the first
    // paint): reading sizes in the effect itself would force a layout of the half-built page. A
    // property on the root restyles the whole document, so only a changed height is written.
    const publish = () => {
      const stuckAbove = Math.min(parseFloat(getComputedStyle(header).top) || 0, 0);
      const height = `${header.offsetHeight + stuckAbove}px`;
      if (height === published) return;
      published = height;
      root.style.setProperty("--header-height", height);
    };
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, []);
  return ref;
}

/** The main header of shopping and account pages; the features own the counts and the modals it opens. */
export function Header({ counts = NO_COUNTS }: { counts?: HeaderCounts }) {
  const dispatch = useAppDispatch();
  const guest = useAppSelector(selectIsGuest);
  const { t } = useTranslation();
  const ref = useHeaderHeightVariable();

  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <a className={styles.phone} href={`tel:${SUPPORT_PHONE.tel}`}>
            <PhoneIcon width={14} height={14} />
            {t("header.support", { phone: SUPPORT_PHONE.display })}
          </a>
          <span className={styles.hours}>{t("header.voiceSupport", { hours: t("header.voiceHours") })}</span>
          <LanguageSwitch className={styles.language} />
        </div>
      </div>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={t("header.home", { brand: BRAND })}>
          <Logo compact />
        </Link>
        <HeaderSearch />
        <nav className={styles.nav} aria-label={t("header.mainNav")}>
          <HeaderLinks offers={counts.offers} scratch={counts.scratch} linkClassName={styles.link} />
        </nav>
        {/* Cart and account stay beside the logo on phones, where the links fold into the menu. */}
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => dispatch(cartOpened())}>
            <CartIcon />
            {t("header.cart", { count: counts.cart })}
          </button>
          {guest ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => dispatch(loginRequested())}>
                {t("header.login")}
              </Button>
              <Button size="sm" onClick={() => dispatch(signUpRequested())}>
                {t("header.signUp")}
              </Button>
            </>
          ) : (
            <>
              <NotificationsBell triggerClassName={styles.link} />
              <UserMenu cartCount={counts.cart} triggerClassName={styles.link} nameClassName={styles.name} />
            </>
          )}
          <MobileMenu triggerClassName={styles.link}>
            {(close) => (
              <HeaderLinks
                offers={counts.offers}
                scratch={counts.scratch}
                linkClassName={styles.link}
                onChosen={close}
              />
            )}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
