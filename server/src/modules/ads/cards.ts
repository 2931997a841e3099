// Scratch cards: the unscratched list, the header count, and activation (once; a cash win is
// credited to Galli Cash exactly once).
import type { AppContext } from "../../plugins/db";
import type { ScratchCard } from "../../generated/prisma/client";
import {
  CARD_RANDOM_CASH,
  CODE_TYPE_RUPEES,
  REWARD_MESSAGES,
  rupeesText,
  type AcceptCardData,
  type ScratchCardInfo,
} from "../../contract/ads";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import { balance, credit } from "../../lib/wallet";
import { messageText } from "../../lib/message-templates";

/** How many cards the modal offers at a time. */
const LIST_LIMIT = 10;

export const WALLET_KIND_SCRATCH = "scratch";

/** The card as the client sees it. Promo code values are stored as a percent or as paise. */
export function toCardInfo(card: ScratchCard): ScratchCardInfo {
  const isPromo = card.cardType !== CARD_RANDOM_CASH;
  return {
    _id: card.id,
    card_type: card.cardType,
    reward_info: { random_cost: isPromo ? 0 : toRupees(card.randomCost) },
    promo_info: {
      code_type: isPromo ? card.codeType : 0,
      code_value: !isPromo ? 0 : card.codeType === CODE_TYPE_RUPEES ? toRupees(card.codeValue) : card.codeValue,
      code_model: isPromo ? card.codeModel : 0,
      promo_code: isPromo ? (card.promoCode ?? "") : "",
      note: card.note,
    },
    titlemsg: card.titleMsg,
  };
}

export function countUnscratched(ctx: AppContext, userId: string): Promise<number> {
  return ctx.db.scratchCard.count({ where: { userId, activatedAt: null } });
}

export async function listUnscratched(ctx: AppContext, userId: string): Promise<ScratchCardInfo[]> {
  const cards = await ctx.db.scratchCard.findMany({
    where: { userId, activatedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: LIST_LIMIT,
  });
  return cards.map(toCardInfo);
}

function acceptedMessage(card: ScratchCard): string {
  if (card.cardType === CARD_RANDOM_CASH) {
    return card.randomCost > 0
      ? messageText("wonGalliCash", { amount: rupeesText(toRupees(card.randomCost)) })
      : REWARD_MESSAGES.betterLuck;
  }
  return card.promoCode ? messageText("promoAtCheckout", { code: card.promoCode }) : "Your reward is unlocked.";
}

/**
 * Activates a card. The conditional update claims it (a replay or a second scratch finds it
 * already activated and gets 409); the ledger's unique (kind, refId) backs that up for the credit.
 */
export async function acceptCard(
  ctx: AppContext,
  userId: string,
  cardId: string,
): Promise<{ message: string; data: AcceptCardData }> {
  const now = ctx.now();
  return ctx.db.$transaction(async (tx) => {
    const card = await tx.scratchCard.findUnique({ where: { id: cardId } });
    if (!card || card.userId !== userId) throw new AppError(ERROR_CODE.CARD_NOT_FOUND);
    const claimed = await tx.scratchCard.updateMany({
      where: { id: card.id, userId, activatedAt: null },
      data: { activatedAt: now },
    });
    if (claimed.count === 0) throw new AppError(ERROR_CODE.CARD_ALREADY_SCRATCHED);
    let credited = 0;
    if (card.cardType === CARD_RANDOM_CASH && card.randomCost > 0) {
      const posted = await credit(tx, {
        userId,
        amount: card.randomCost,
        kind: WALLET_KIND_SCRATCH,
        refId: card.id,
        note: card.titleMsg || messageText("scratchRewardNote", {}),
      });
      if (posted.created) credited = card.randomCost;
      await tx.scratchCard.update({ where: { id: card.id }, data: { creditedAt: now } });
    }
    return {
      message: acceptedMessage(card),
      data: {
        _id: card.id,
        card_type: card.cardType,
        credited: toRupees(credited),
        balance: toRupees(await balance(tx, userId)),
      },
    };
  });
}
