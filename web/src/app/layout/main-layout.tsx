import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { selectScratchCount } from "@/features/rewards/slice";
import { selectCheckout } from "@/features/checkout/slice";
import { selectCartCount, selectCartDialogOpen } from "@/features/cart/selectors";
import { selectOfferCount } from "@/features/shops/selectors";
import { selectProfile } from "@/features/profile/slice";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { Footer } from "./footer";
import { Header } from "./header";
import { cartOpened, selectOpenModal } from "@/app/ui-slice";
import {
  AccountModals,
  CartModals,
  CheckoutDialog,
  OffersPanel,
  PageSuspense,
  RewardsModal,
  SupportModal,
} from "../lazy-pages";
import { CheckoutLocationPrompt } from "./checkout-location-prompt";
import styles from "./main-layout.module.css";

/** Shopping and account pages: the main header, the page, the full footer. */
export function MainLayout() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const scratch = useAppSelector(selectScratchCount);
  const offers = useAppSelector(selectOfferCount);
  const cart = useAppSelector(selectCartCount);
  const checkoutOpen = useAppSelector((s) => selectCheckout(s).open);
  // App-wide modals load when first opened (ui.modal names the open one).
  const modal = useAppSelector(selectOpenModal);
  const cartDialogOpen = useAppSelector(selectCartDialogOpen);
  const profile = useAppSelector(selectProfile);
  const contact = profile
    ? { email: profile.email.id, phone: `${profile.mobile.dialing_code} ${profile.mobile.number}` }
    : undefined;
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t("layout.skipToContent")}
      </a>
      {/* Keyboard users jump to the cart: the sidebar of a products page, or the cart dialog elsewhere. */}
      <button type="button" className={styles.skip} onClick={() => dispatch(cartOpened())}>
        {t("layout.skipToCart")}
      </button>
      <Header counts={{ cart, offers, scratch }} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {(modal === "login" || modal === "signUp") && <AccountModals />}
        {modal === "rewards" && <RewardsModal />}
        {modal === "support" && <SupportModal contact={contact} />}
        {modal === "offers" && <OffersPanel />}
      </Suspense>
      {cartDialogOpen && (
        <Suspense fallback={null}>
          <CartModals />
        </Suspense>
      )}
      {checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog />
        </Suspense>
      )}
      <CheckoutLocationPrompt />
    </div>
  );
}
