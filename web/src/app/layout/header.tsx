import { Link, NavLink } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths, staticPaths } from "@/app/paths";
import { cartOpened, loginRequested, offersOpened, rewardsOpened, signUpRequested } from "@/app/ui-slice";
import { CartIcon, GiftIcon, PhoneIcon, TagIcon } from "@/components/icons";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { selectIsGuest } from "@/features/session/selectors";
import { BRAND, SUPPORT_PHONE, SUPPORT_VOICE_HOURS } from "@/lib/contact";
import { SupportMenu } from "./support-menu";
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

/** The main header of shopping and account pages; the features own the counts and the modals it opens. */
export function Header({ counts = NO_COUNTS }: { counts?: HeaderCounts }) {
  const dispatch = useAppDispatch();
  const guest = useAppSelector(selectIsGuest);
  // Guests see one card waiting, as an invitation to log in (spec part 1 section 2).
  const rewardsBadge = guest ? 1 : counts.scratch;

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <a className={styles.phone} href={`tel:${SUPPORT_PHONE.tel}`}>
            <PhoneIcon width={14} height={14} />
            Support {SUPPORT_PHONE.display}
          </a>
          <span className={styles.hours}>Voice support {SUPPORT_VOICE_HOURS}</span>
        </div>
      </div>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={`${BRAND} home`}>
          <Logo compact />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <NavLink to={paths.home} className={styles.link}>
            Shopping
          </NavLink>
          <button type="button" className={styles.link} onClick={() => dispatch(offersOpened())}>
            <TagIcon />
            Offers
            {counts.offers > 0 && <Badge label={`${counts.offers} offers`}>{counts.offers}</Badge>}
          </button>
          <Link to={staticPaths.help} target="_blank" rel="noopener" className={styles.link}>
            Help
          </Link>
          <Tooltip content="Rewards" side="bottom">
            <button
              type="button"
              className={styles.link}
              aria-label={rewardsBadge > 0 ? `Rewards (${rewardsBadge} new)` : "Rewards"}
              onClick={() => dispatch(guest ? loginRequested() : rewardsOpened())}
            >
              <GiftIcon />
              {rewardsBadge > 0 && <Badge>{rewardsBadge}</Badge>}
            </button>
          </Tooltip>
          <Link to={staticPaths.partner} target="_blank" rel="noopener" className={styles.link}>
            Business Enquiry
          </Link>
          <SupportMenu triggerClassName={styles.link} />
        </nav>
        {/* Cart and account stay beside the logo on narrow screens, where the links scroll. */}
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => dispatch(cartOpened())}>
            <CartIcon />
            Cart({counts.cart})
          </button>
          {guest ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => dispatch(loginRequested())}>
                Login
              </Button>
              <Button size="sm" onClick={() => dispatch(signUpRequested())}>
                Sign up
              </Button>
            </>
          ) : (
            <UserMenu cartCount={counts.cart} triggerClassName={styles.link} />
          )}
        </div>
      </div>
    </header>
  );
}
