// What a scratched card shows: cash won (or 'Better Luck Next Time'), or the promo it carries.
import type { ScratchCardInfo } from "@contract/ads";
import {
  CARD_RANDOM_CASH,
  CODE_MODEL_CASHBACK,
  CODE_TYPE_PERCENT,
  REWARD_MESSAGES,
  rupeesText,
} from "@contract/ads-constants";
import { WALLET_NAME } from "@/lib/contact";
import { i18n, localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/scratch";
import styles from "./reward-result.module.css";

/** "10% Cashback", "₹ 50 Discount" (in the language shown). */
export function promoHeadline(promo: ScratchCardInfo["promo_info"]): string {
  const value = promo.code_type === CODE_TYPE_PERCENT ? `${promo.code_value}%` : `₹ ${rupeesText(promo.code_value)}`;
  return promo.code_model === CODE_MODEL_CASHBACK
    ? i18n.t("scratch.cashback", { value })
    : i18n.t("scratch.discount", { value });
}

export function RewardResult({ card, credited }: { card: ScratchCardInfo; credited: number }) {
  const { t } = useTranslation();
  if (card.card_type === CARD_RANDOM_CASH) {
    const amount = card.reward_info.random_cost;
    if (amount <= 0) return <p className={styles.headline}>{localiseMessage(REWARD_MESSAGES.betterLuck)}</p>;
    return (
      <div>
        <p className={styles.headline}>{t("scratch.won", { rupees: rupeesText(amount) })}</p>
        {credited > 0 && <p className={styles.note}>{t("scratch.addedTo", { wallet: WALLET_NAME })}</p>}
        {card.titlemsg && <p className={styles.note}>{card.titlemsg}</p>}
      </div>
    );
  }
  const promo = card.promo_info;
  return (
    <div>
      <p className={styles.headline}>{promoHeadline(promo)}</p>
      {promo.promo_code && (
        <p className={styles.code}>
          {t("scratch.code")} <strong>{promo.promo_code}</strong>
        </p>
      )}
      {promo.note && <p className={styles.note}>{promo.note}</p>}
      {card.titlemsg && <p className={styles.note}>{card.titlemsg}</p>}
    </div>
  );
}
