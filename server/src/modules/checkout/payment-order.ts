// POST /order/payment and /order/razor/payment: prices the cart with the wallet and promo flags
// and, for the online part, makes a Checkout row with the server's own totals and a Razorpay
// order for exactly that amount. The cash tab (payment_mode "cod") only prices: nothing to pay yet.
import type { PaymentOrderBody, PaymentOrderData } from "../../contract/checkout";
import { deliveryPreferences, paymentOrderBody } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import type { AppContext } from "../../plugins/db";
import { toBillingPrices } from "../cart/public";
import { callProvider, ensureCustomer } from "../payments/public";
import { codAllowed, codRule } from "./cod";
import { priceCheckoutSteps, snapshotOf, type Priced } from "./pricing";
import { placePorts } from "./checkout-data";
import { step } from "../../lib/steps";
import { transact } from "../../lib/transact";
import { txnHash } from "./txn-hash";
import { promisedArrival } from "../../lib/arrival";
import { DELIVERY_TYPE } from "../../contract/cart";
import { checkPreferences } from "./delivery-details";
import { fullShops, isImmediate, nextDeliveryAt } from "../slots/public";

type Ctx = Pick<AppContext, "db" | "adapters" | "config" | "now">;

/** Razorpay's smallest payment. */
export const MIN_ONLINE_PAISE = 100;

export function checkoutBillingOf(p: Priced) {
  return {
    ...toBillingPrices(p.billing),
    bfcash_amount: toRupees(p.walletAmount),
    bfcash_balance: toRupees(p.balance),
    payable: toRupees(p.payable),
  };
}

/**
 * The arrival promised if the order is placed now (the same rule placing writes to each order's
 * promisedAt): the latest of the stores' promises; null for self pickup or with no location.
 */
export function arrivalOf(p: Priced, input: PaymentOrderBody, now: Date): string | null {
  const home = input.delivery_location;
  if (p.deliveryType !== DELIVERY_TYPE.byShop || !home) return null;
  const prefs = preferencesOf(input, now);
  const times = p.state.byStore.map((s) =>
    promisedArrival({ now, shop: p.state.shop, store: s.store, home, ...prefs }).getTime(),
  );
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

/** The date and slot as placing would take them: only those it accepts count (it refuses the others). */
function preferencesOf(input: PaymentOrderBody, now: Date) {
  const chosen = deliveryPreferences.safeParse(input.delivery_preferences ?? null);
  try {
    if (chosen.success) return checkPreferences(chosen.data, now);
  } catch {
    // A past date or slot: as if none was chosen.
  }
  return { preferredDate: null, preferredSlot: null };
}

/** For immediate delivery with the shop at its limit: when the next can be delivered (as placing words it). */
async function nextDeliveryOf(ctx: Ctx, p: Priced, input: PaymentOrderBody, now: Date): Promise<string | null> {
  const home = input.delivery_location;
  if (p.state.shop.ordersPerHour === null || !home) return null;
  if (!isImmediate(p.deliveryType, preferencesOf(input, now).preferredSlot)) return null;
  const full = await fullShops(ctx.db, now);
  const stores = p.state.byStore.map((s) => s.store);
  return nextDeliveryAt(full, p.state.shop.id, stores, home, true)?.toISOString() ?? null;
}

export async function createPaymentOrder(ctx: Ctx, userId: string, input: PaymentOrderBody): Promise<PaymentOrderData> {
  const body = paymentOrderBody.parse(input);
  const cod = body.payment_mode === "cod";
  const promoRef = body.promo_id || body.promo_code ? { id: body.promo_id, code: body.promo_code } : null;

  const now = ctx.now();
  // Prices and opens the checkout through the same runner and port builds as placing the order.
  const { priced, checkoutId } = await transact(ctx.db, placePorts, function* (d) {
    const priced = yield* priceCheckoutSteps(d, userId, now, {
      shopId: body._id,
      deliveryType: body.delivery_type,
      promo: promoRef,
      useWallet: body.is_bfcash,
      cod,
    });
    if (!cod && priced.payable > 0 && priced.payable < MIN_ONLINE_PAISE) {
      throw new AppError(ERROR_CODE.AMOUNT_TOO_SMALL);
    }
    if (cod) return { priced, checkoutId: null };
    const checkout = yield* step(() =>
      d.createCheckout({
        userId,
        shopId: priced.state.shop.id,
        status: "created",
        amount: priced.payable,
        walletAmount: priced.walletAmount,
        useWallet: body.is_bfcash,
        promoId: priced.promo?.promo.id ?? null,
        billingJson: JSON.stringify(snapshotOf(priced)),
      }),
    );
    return { priced, checkoutId: checkout.id };
  });
  // The prefill of the payment form (name, email, mobile).
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId } });

  const rule = codRule(priced.state.shop);
  const common = {
    rzy_pay_key: ctx.adapters.payments.keyId,
    mode: ctx.adapters.payments.mode,
    billing: checkoutBillingOf(priced),
    amount: cod ? 0 : toRupees(priced.payable),
    promo: priced.promo
      ? {
          _id: priced.promo.promo.id,
          promo_code: priced.promo.promo.code,
          offer_type: priced.promo.offerType,
          amount: toRupees(priced.billing.offerAmount),
        }
      : null,
    delivery_type: priced.deliveryType,
    arrival_at: arrivalOf(priced, body, now),
    next_delivery_at: await nextDeliveryOf(ctx, priced, body, now),
    cod: {
      allowed: codAllowed(priced.state.shop, priced.payable),
      limit: rule.limit === null ? null : toRupees(rule.limit),
    },
    prefill: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email ?? "",
      contact: `${user.dialingCode}${user.mobile}`,
    },
  };
  if (!checkoutId)
    return { ...common, transaction_id: null, hash: null, order: null, rzy_customer_Id: user.rzpCustomerId };

  const hash = txnHash(ctx.config.jwtSecret, {
    id: checkoutId,
    amount: priced.payable,
    walletAmount: priced.walletAmount,
    userId,
  });
  if (priced.payable === 0) {
    return { ...common, transaction_id: checkoutId, hash, order: null, rzy_customer_Id: user.rzpCustomerId };
  }
  try {
    const customerId = await ensureCustomer(ctx, userId);
    const order = await callProvider(() =>
      ctx.adapters.payments.createOrder({
        amount: priced.payable,
        receipt: checkoutId,
        notes: { checkout_id: checkoutId, user_id: userId, customer_id: customerId },
      }),
    );
    await ctx.db.checkout.update({ where: { id: checkoutId }, data: { rzpOrderId: order.id } });
    return {
      ...common,
      transaction_id: checkoutId,
      hash,
      order: {
        id: order.id,
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: order.status,
      },
      rzy_customer_Id: customerId,
    };
  } catch (err) {
    await ctx.db.checkout.update({ where: { id: checkoutId }, data: { status: "failed" } });
    throw err;
  }
}
