// Placing orders: cash on delivery, Galli Cash only, and online (after the Razorpay payment).
// Each prices the cart again inside the transaction that takes stock and moves money, so what is
// ordered is exactly what is paid for; all three run as steps through one runner (lib/transact.ts)
// on the checkout's port builds (checkout-data.ts); an online payment is only accepted when its signature
// verifies, it belongs to this customer's checkout and it is for the server's own amount.
import type { PlaceOrderData, PlaceOrderInputs } from "../../contract/checkout";
import { CHECKOUT_MESSAGES as M } from "../../contract/checkout";
import { promoRefusal } from "../../contract/checkout-constants";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { requireDeliversTo, type DeliveryType } from "../cart/public";
import { requireCod } from "./cod";
import { deliveryDetails } from "./delivery-details";
import { acceptOnlinePayment, refundCaptured, type AcceptedPayment } from "./online";
import { withFreshOrderNo, writeOrdersSteps, type DeliveryDetails } from "./order-writer";
import { placedAnswer } from "./placed";
import { priceCheckoutSteps, sameAsSnapshot, snapshotOf, type Priced, type Snapshot } from "./pricing";
import { placePorts } from "./checkout-data";
import { withNextSlot } from "../slots/public";
import { step } from "../../lib/steps";
import { transact } from "../../lib/transact";
import { txnHashMatches } from "./txn-hash";
import { DELIVERY_TYPE } from "../../contract/cart";
import { PAYMENT_TYPE } from "../../contract/orders";
import { commissionRules, type CommissionRuleSet, type CommissionRulesCache } from "../ledger/public";

type Ctx = Pick<AppContext, "db" | "adapters" | "config" | "now"> & {
  /** The process's commission rules (read epochs keep it exact); without it the rules are read per order. */
  commission?: CommissionRulesCache;
};

/** The commission rules for the order writer: from the cache, before any transaction opens. */
const commissionRuleSet = (ctx: Ctx): Promise<CommissionRuleSet> =>
  (ctx.commission ?? commissionRules(ctx.db, null)).current();
export type PlaceRoute = { pay: "cod" | "online" | "bfcash"; deliveryType: DeliveryType };

// Many customers may place at once: wait for the single SQLite writer rather than give up.
const TX = { maxWait: 30_000, timeout: 30_000 };

const priceChanged = () => new AppError(ERROR_CODE.PRICE_CHANGED);

function checkRoute(route: PlaceRoute, inputs: PlaceOrderInputs) {
  if (inputs.is_shop_delivery !== (route.deliveryType === DELIVERY_TYPE.byShop)) {
    throw new AppError(ERROR_CODE.DELIVERY_FLAG_MISMATCH);
  }
}

function requireReach(p: Priced, d: DeliveryDetails) {
  if (p.deliveryType !== DELIVERY_TYPE.byShop) return;
  const supplying = new Set([...p.rows.values()].flat().map((r) => r.storeId));
  requireDeliversTo(
    p.state.shop,
    p.state.stores,
    p.state.stores.filter((s) => supplying.has(s.id)),
    { lat: d.lat, lng: d.lng },
    d.zipcode,
  );
}

function requireShopFeatures(p: Priced, d: DeliveryDetails) {
  if (d.image && !p.state.shop.featureUpload) throw new AppError(ERROR_CODE.UPLOAD_NOT_ALLOWED);
  if (d.notes && !p.state.shop.featureNotes) throw new AppError(ERROR_CODE.NOTES_NOT_ALLOWED);
}

/** POST /order/place/cashOnDelivery/{shop,takeaway}: COD, optionally with Galli Cash for part of it. */
export async function placeCod(
  ctx: Ctx,
  userId: string,
  route: PlaceRoute,
  inputs: PlaceOrderInputs,
  image: string | null,
): Promise<PlaceOrderData> {
  checkRoute(route, inputs);
  if (inputs.promo_id && promoRefusal({ cod: true })) throw new AppError(ERROR_CODE.PROMO_NOT_FOR_COD, M.promoCod);
  const now = ctx.now();
  const details = deliveryDetails(inputs, route.deliveryType, now, image);
  const commission = await commissionRuleSet(ctx);
  return withNextSlot(ctx.db, ctx.now, () =>
    withFreshOrderNo(() =>
      transact(
        ctx.db,
        placePorts,
        function* (d) {
          const p = yield* priceCheckoutSteps(d, userId, now, {
            shopId: inputs._id,
            deliveryType: route.deliveryType,
            useWallet: inputs.is_bfcash ?? false,
            cod: true,
          });
          requireReach(p, details);
          requireShopFeatures(p, details);
          if (p.payable === 0) {
            throw new AppError(ERROR_CODE.USE_BFCASH);
          }
          requireCod(p.state.shop, p.payable);
          const checkout = yield* step(() =>
            d.createCheckout({
              userId,
              shopId: p.state.shop.id,
              status: "placed",
              amount: 0,
              walletAmount: p.walletAmount,
              useWallet: p.walletAmount > 0,
              billingJson: JSON.stringify(snapshotOf(p)),
            }),
          );
          const how = {
            checkoutId: checkout.id,
            paymentType: PAYMENT_TYPE.cod,
            modeName: "COD",
            online: 0,
            cash: p.payable,
          };
          const written = yield* writeOrdersSteps(d, {
            userId,
            checkoutId: checkout.id,
            priced: p,
            paymentType: PAYMENT_TYPE.cod,
            modeName: "COD",
            onlineAmount: 0,
            delivery: details,
            now,
            commission,
          });
          return placedAnswer(p, written, how);
        },
        TX,
      ),
    ),
  );
}

/** POST /order/place/online/bfcash: Galli Cash pays the whole order (the payment order's txnid and hash). */
export async function placeBfcash(
  ctx: Ctx,
  userId: string,
  route: PlaceRoute,
  inputs: PlaceOrderInputs,
  image: string | null,
): Promise<PlaceOrderData> {
  checkRoute(route, inputs);
  const txnid = inputs.payment?.txnid;
  const hash = inputs.payment?.hash;
  if (!txnid || !hash) throw new AppError(ERROR_CODE.PAYMENT_REQUIRED);
  const now = ctx.now();
  const details = deliveryDetails(inputs, route.deliveryType, now, image);
  const checkout = await ctx.db.checkout.findUnique({ where: { id: txnid } });
  if (!checkout || checkout.userId !== userId) throw new AppError(ERROR_CODE.CHECKOUT_NOT_FOUND);
  if (
    !txnHashMatches(
      ctx.config.jwtSecret,
      { id: checkout.id, amount: checkout.amount, walletAmount: checkout.walletAmount, userId },
      hash,
    )
  ) {
    throw new AppError(ERROR_CODE.PAYMENT_HASH_INVALID, "We could not verify this payment.");
  }
  if (checkout.amount !== 0 || checkout.shopId !== inputs._id) throw new AppError(ERROR_CODE.NOT_WALLET_ONLY);
  const snap = JSON.parse(checkout.billingJson) as Snapshot;
  if (snap.deliveryType !== route.deliveryType) throw new AppError(ERROR_CODE.DELIVERY_TYPE_MISMATCH);
  const commission = await commissionRuleSet(ctx);

  return withNextSlot(ctx.db, ctx.now, () =>
    withFreshOrderNo(() =>
      transact(
        ctx.db,
        placePorts,
        function* (d) {
          const claimed = yield* step(() => d.moveCheckout(checkout.id, "created", "placed"));
          if (!claimed) throw new AppError(ERROR_CODE.ALREADY_PLACED);
          const p = yield* priceCheckoutSteps(d, userId, now, {
            shopId: checkout.shopId,
            deliveryType: route.deliveryType,
            promo: checkout.promoId ? { id: checkout.promoId } : null,
            useWallet: checkout.useWallet,
            cod: false,
          });
          if (!sameAsSnapshot(p, snap) || p.payable !== 0) throw priceChanged();
          requireReach(p, details);
          requireShopFeatures(p, details);
          const modeName = p.walletAmount > 0 ? "Galli Cash" : "Online";
          const written = yield* writeOrdersSteps(d, {
            userId,
            checkoutId: checkout.id,
            priced: p,
            paymentType: PAYMENT_TYPE.online,
            modeName,
            onlineAmount: 0,
            delivery: details,
            now,
            commission,
          });
          return placedAnswer(p, written, {
            checkoutId: checkout.id,
            paymentType: PAYMENT_TYPE.online,
            modeName,
            online: 0,
            cash: 0,
          });
        },
        TX,
      ),
    ),
  );
}

/** POST /order/place/online/{shop,takeaway}: after checkout.js's handler gave us the signed payment. */
export async function placeOnline(
  ctx: Ctx,
  userId: string,
  route: PlaceRoute,
  inputs: PlaceOrderInputs,
  image: string | null,
): Promise<PlaceOrderData> {
  checkRoute(route, inputs);
  const now = ctx.now();
  const details = deliveryDetails(inputs, route.deliveryType, now, image);
  const accepted: AcceptedPayment = await acceptOnlinePayment(ctx, userId, route.deliveryType, inputs);
  const { checkout, snap } = accepted;
  try {
    const commission = await commissionRuleSet(ctx);
    return await withNextSlot(ctx.db, ctx.now, () =>
      withFreshOrderNo(() =>
        transact(
          ctx.db,
          placePorts,
          function* (d) {
            const p = yield* priceCheckoutSteps(d, userId, now, {
              shopId: checkout.shopId,
              deliveryType: route.deliveryType,
              promo: checkout.promoId ? { id: checkout.promoId } : null,
              useWallet: checkout.useWallet,
              cod: false,
            });
            if (!sameAsSnapshot(p, snap) || p.payable !== checkout.amount) throw priceChanged();
            requireReach(p, details);
            requireShopFeatures(p, details);
            const written = yield* writeOrdersSteps(d, {
              userId,
              checkoutId: checkout.id,
              priced: p,
              paymentType: PAYMENT_TYPE.online,
              modeName: "Online",
              onlineAmount: p.payable,
              delivery: details,
              now,
              commission,
            });
            // Still ours: a refund request cannot have closed it meanwhile.
            const closed = yield* step(() => d.moveCheckout(checkout.id, "paid", "placed"));
            if (!closed) throw new AppError(ERROR_CODE.CHECKOUT_CLOSED);
            return placedAnswer(p, written, {
              checkoutId: checkout.id,
              paymentType: PAYMENT_TYPE.online,
              modeName: "Online",
              online: p.payable,
              cash: 0,
            });
          },
          TX,
        ),
      ),
    );
  } catch (err) {
    // Nothing was ordered: the money goes back before the customer hears why.
    const refunded = await refundCaptured(ctx, accepted, err instanceof AppError ? err.code : ERROR_CODE.ORDER_FAILED);
    if (err instanceof AppError && refunded) {
      throw new AppError(err.code, `${err.message} ${M.refunded}`, { ...err.extra, refunded: true });
    }
    throw err;
  }
}
