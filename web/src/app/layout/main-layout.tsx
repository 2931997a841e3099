import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { AccountModals } from "@/features/auth/components/account-modals";
import { RewardsModal } from "@/features/rewards/components/rewards-modal";
import { selectScratchCount } from "@/features/rewards/slice";
import { SupportModal } from "@/features/support/components/support-modal";
import { OffersPanel } from "@/features/shops/components/offers-panel";
import { CartModals } from "@/features/cart/components/cart-modals";
import { selectCheckout } from "@/features/checkout/slice";
import { selectCartCount } from "@/features/cart/selectors";
import { selectOfferCount } from "@/features/shops/selectors";
import { useAppSelector } from "@/app/hooks";
import { Footer } from "./footer";
import { Header } from "./header";
import { CheckoutDialog, PageSuspense } from "../lazy-pages";
import styles from "./main-layout.module.css";

/** Shopping and account pages: the main header, the page, the full footer. */
export function MainLayout() {
  const scratch = useAppSelector(selectScratchCount);
  const offers = useAppSelector(selectOfferCount);
  const cart = useAppSelector(selectCartCount);
  const checkoutOpen = useAppSelector((s) => selectCheckout(s).open);
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header counts={{ cart, offers, scratch }} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <Footer />
      <AccountModals />
      <RewardsModal />
      <SupportModal />
      <OffersPanel />
      <CartModals />
      {checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog />
        </Suspense>
      )}
    </div>
  );
}
