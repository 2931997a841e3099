// 'Todays Shop Offers': a side panel opened from the header's Offers button (ui modal "offers").
import { Dialog as RadixDialog } from "radix-ui";
import type { Offer } from "@contract/promo";
import { MIN_PURCHASE_TYPE } from "@contract/promo-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { modalClosed, selectOpenModal } from "@/app/ui-slice";
import { CloseIcon } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/return-focus";
import { useBackCloses } from "@/components/ui/back-closes";
import { Loader } from "@/components/ui/spinner";
import { formatOfferDate } from "@/lib/dates";
import { i18n, useTranslation } from "@/lib/i18n";
import { formatRupeeValue } from "../format";
import { shopIconUrl } from "../images";
import { offersNotifyRequested } from "../offers-slice";
import { selectOffers, selectOffersRequest } from "../selectors";
import styles from "./offers-panel.module.css";
import { OFFER_TYPE, PROMO_VALUE_TYPE } from "@contract/promo-constants";
import { promoTitle } from "@/lib/promo-title";

export function offerValueText(o: Offer): string {
  const { value_type, offer_type, code_value, price_limit } = o.code_pro_obj;
  const value = value_type === PROMO_VALUE_TYPE.percent ? `${code_value}%` : formatRupeeValue(code_value);
  const kind = offer_type === OFFER_TYPE.cashback ? "cashback" : "discount";
  return value_type === PROMO_VALUE_TYPE.percent && price_limit > 0
    ? i18n.t(`offers.${kind}UpTo`, { value, cap: formatRupeeValue(price_limit) })
    : i18n.t(`offers.${kind}`, { value });
}

function OfferItem({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <li className={styles.offer}>
      {offer.shop_icon ? (
        <img className={styles.icon} src={shopIconUrl(offer.shop_icon, 300)} alt="" width={56} height={56} />
      ) : (
        <span className={`${styles.icon} ${styles.brand}`} aria-hidden="true">
          %
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.title}>{promoTitle(offer)}</p>
        {offer.shop_name && <p className={styles.shop}>{offer.shop_name}</p>}
        <p className={styles.value}>{offerValueText(offer)}</p>
        <p className={styles.terms}>
          {t("offers.code")} <strong className={styles.code}>{offer.promo_code}</strong>
          {offer.min_purchase_enable && offer.min_purchase_obj.type === MIN_PURCHASE_TYPE.rupees && (
            <> · {t("offers.minPurchase", { amount: formatRupeeValue(offer.min_purchase_obj.value) })}</>
          )}
          {offer.applicable_only_for_new_customer && <> · {t("offers.newOnly")}</>}
          {typeof offer.customer_id === "string" && <> · {t("offers.onlyForYou")}</>}
        </p>
        <p className={styles.expiry}>{t("offers.validTill", { date: formatOfferDate(offer.expiry_date) })}</p>
      </div>
    </li>
  );
}

export function OffersPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === "offers";
  const offers = useAppSelector(selectOffers);
  const request = useAppSelector(selectOffersRequest);
  const notifyMessage = useAppSelector((s) => s.shops.offers.notifyMessage);
  const notifying = useAppSelector((s) => s.shops.offers.notify.status === "sending");
  const returnFocus = useReturnFocus(open);
  useBackCloses(open, (o) => !o && dispatch(modalClosed()));
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && dispatch(modalClosed())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.panel} aria-describedby={undefined} {...returnFocus}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.heading}>{t("offers.title")}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t("common.close")}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {request.status === "sending" && offers.length === 0 ? (
            <Loader label={t("offers.loading")} />
          ) : offers.length === 0 ? (
            <div className={styles.empty}>
              <p>{t("offers.none")}</p>
              {notifyMessage ? (
                <p role="status">{notifyMessage}</p>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={notifying}
                  onClick={() => dispatch(offersNotifyRequested())}
                >
                  {t("offers.notify")}
                </Button>
              )}
            </div>
          ) : (
            <ul className={styles.list}>
              {offers.map((o) => (
                <OfferItem key={o._id} offer={o} />
              ))}
            </ul>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
