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
import styles from "./reward-result.module.css";

/** "10% Cashback", "₹ 50 Discount". */
export function promoHeadline(promo: ScratchCardInfo["promo_info"]): string {
  const value = promo.code_type === CODE_TYPE_PERCENT ? `${promo.code_value}%` : `₹ ${rupeesText(promo.code_value)}`;
  return `${value} ${promo.code_model === CODE_MODEL_CASHBACK ? "Cashback" : "Discount"}`;
}

export function RewardResult({ card, credited }: { card: ScratchCardInfo; credited: number }) {
  if (card.card_type === CARD_RANDOM_CASH) {
    const amount = card.reward_info.random_cost;
    if (amount <= 0) return <p className={styles.headline}>{REWARD_MESSAGES.betterLuck}</p>;
    return (
      <div>
        <p className={styles.headline}>{REWARD_MESSAGES.won(rupeesText(amount))}</p>
        {credited > 0 && <p className={styles.note}>Added to your {WALLET_NAME}</p>}
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
          Code <strong>{promo.promo_code}</strong>
        </p>
      )}
      {promo.note && <p className={styles.note}>{promo.note}</p>}
      {card.titlemsg && <p className={styles.note}>{card.titlemsg}</p>}
    </div>
  );
}
