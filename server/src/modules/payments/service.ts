// Saved payment methods: the customer's Razorpay customer and its tokens (cards, UPI ids), the
// preferred card and UPI id, and the bank list. Tokens live at the provider; we keep only the
// customer id and the two preferred token ids on the user.
import type { RzpToken } from "../../adapters/payments";
import type {
  AllTokensData,
  BanksData,
  PrefTokensData,
  RazInfoData,
  SavedCard,
  SavedUpi,
  TokenKind,
} from "../../contract/payments";
import { TOKEN_KIND } from "../../contract/payments";
import { FEATURED_BANKS } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { callProvider, isProviderNotFound } from "./provider";

type Ctx = Pick<AppContext, "db" | "adapters">;
type Prefs = { prefCardToken: string | null; prefUpiToken: string | null };

async function userOf(ctx: Ctx, userId: string) {
  const user = await ctx.db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
  return user;
}

/** The user's Razorpay customer, created at the provider on first need. */
export async function ensureCustomer(ctx: Ctx, userId: string): Promise<string> {
  const user = await userOf(ctx, userId);
  if (user.rzpCustomerId) return user.rzpCustomerId;
  const customer = await callProvider(() =>
    ctx.adapters.payments.createCustomer({
      name: `${user.firstName} ${user.lastName}`.trim().slice(0, 50),
      email: user.email ?? undefined,
      contact: `${user.dialingCode}${user.mobile}`,
      notes: { user_id: user.id },
    }),
  );
  // Two first payments at once: the first writer wins and both use its id.
  await ctx.db.user.updateMany({ where: { id: userId, rzpCustomerId: null }, data: { rzpCustomerId: customer.id } });
  return (await userOf(ctx, userId)).rzpCustomerId ?? customer.id;
}

export function toSaved(t: RzpToken, prefs: Prefs): SavedCard | SavedUpi | null {
  if (t.method === "card" && t.card) {
    return {
      token: t.id,
      method: "card",
      card: {
        last4: t.card.last4,
        expiry_month: String(t.card.expiry_month).padStart(2, "0"),
        expiry_year: String(t.card.expiry_year),
        network: t.card.network,
        name: t.card.name ?? "",
      },
      is_preferred: prefs.prefCardToken === t.id,
    };
  }
  if (t.method === "upi" && t.vpa) {
    return {
      token: t.id,
      method: "upi",
      vpa: { username: t.vpa.username, handle: t.vpa.handle },
      is_preferred: prefs.prefUpiToken === t.id,
    };
  }
  return null;
}

async function tokensOf(ctx: Ctx, customerId: string, prefs: Prefs): Promise<AllTokensData> {
  const tokens = await callProvider(() => ctx.adapters.payments.fetchTokens(customerId));
  const saved = tokens.map((t) => toSaved(t, prefs)).filter((t) => t !== null);
  return {
    customer_id: customerId,
    cards: saved.filter((t): t is SavedCard => t.method === "card"),
    upi: saved.filter((t): t is SavedUpi => t.method === "upi"),
  };
}

/** POST /order/razor/alltokens: every saved card and UPI id (the customer is made if missing). */
export async function allTokens(ctx: Ctx, userId: string): Promise<AllTokensData> {
  const customerId = await ensureCustomer(ctx, userId);
  return tokensOf(ctx, customerId, await userOf(ctx, userId));
}

/** POST /order/razor/cards: saved cards by customer id; only the caller's own customer. */
export async function customerCards(ctx: Ctx, userId: string, customerId: string): Promise<AllTokensData> {
  const user = await userOf(ctx, userId);
  if (!user.rzpCustomerId || user.rzpCustomerId !== customerId) {
    throw new AppError(ERROR_CODE.FORBIDDEN, "These saved cards are not yours.");
  }
  const all = await tokensOf(ctx, customerId, user);
  return { ...all, upi: [] };
}

async function ownToken(ctx: Ctx, customerId: string | null, tokenId: string, kind: TokenKind): Promise<RzpToken> {
  const missing = () => new AppError(ERROR_CODE.TOKEN_NOT_FOUND);
  if (!customerId) throw missing();
  let token: RzpToken;
  try {
    token = await ctx.adapters.payments.fetchToken(customerId, tokenId);
  } catch (err) {
    if (isProviderNotFound(err)) throw missing();
    return callProvider(() => Promise.reject(err));
  }
  if (token.method !== (kind === TOKEN_KIND.card ? "card" : "upi")) throw missing();
  return token;
}

/** POST /order/razor/viewPefToken. */
export async function prefTokens(ctx: Ctx, userId: string): Promise<PrefTokensData> {
  const user = await userOf(ctx, userId);
  if (!user.rzpCustomerId || (!user.prefCardToken && !user.prefUpiToken)) return { card: null, upi: null };
  const all = await tokensOf(ctx, user.rzpCustomerId, user);
  return { card: all.cards.find((c) => c.is_preferred) ?? null, upi: all.upi.find((u) => u.is_preferred) ?? null };
}

/** POST /order/razor/savePefToken: kind 1 card, 2 UPI. */
export async function savePrefToken(ctx: Ctx, userId: string, tokenId: string, kind: TokenKind): Promise<RazInfoData> {
  const user = await userOf(ctx, userId);
  await ownToken(ctx, user.rzpCustomerId, tokenId, kind);
  await ctx.db.user.update({
    where: { id: userId },
    data: kind === TOKEN_KIND.card ? { prefCardToken: tokenId } : { prefUpiToken: tokenId },
  });
  return razInfo(ctx, userId);
}

/** POST /order/razor/deleteToken: type 1 cards, 2 UPI ids; a deleted preferred method is no longer preferred. */
export async function deleteTokens(ctx: Ctx, userId: string, ids: string[], type: TokenKind): Promise<AllTokensData> {
  const user = await userOf(ctx, userId);
  const unique = [...new Set(ids)];
  for (const id of unique) await ownToken(ctx, user.rzpCustomerId, id, type);
  for (const id of unique) await callProvider(() => ctx.adapters.payments.deleteToken(user.rzpCustomerId!, id));
  await ctx.db.user.update({
    where: { id: userId },
    data: {
      prefCardToken: user.prefCardToken && unique.includes(user.prefCardToken) ? null : user.prefCardToken,
      prefUpiToken: user.prefUpiToken && unique.includes(user.prefUpiToken) ? null : user.prefUpiToken,
    },
  });
  return tokensOf(ctx, user.rzpCustomerId!, await userOf(ctx, userId));
}

/** POST /order/razor/razInfo: the payment settings. */
export async function razInfo(ctx: Ctx, userId: string): Promise<RazInfoData> {
  const user = await userOf(ctx, userId);
  return {
    raz_customer_id: user.rzpCustomerId,
    raz_pref_Token: user.prefCardToken,
    raz_pref_upiToken: user.prefUpiToken,
    rzy_pay_key: ctx.adapters.payments.keyId,
    mode: ctx.adapters.payments.mode,
  };
}

/** POST /order/razor/banks: the provider's net banking list; the featured banks lead. */
export async function banks(ctx: Ctx): Promise<BanksData> {
  const all = await callProvider(() => ctx.adapters.payments.fetchBanks());
  return { banks: all, featured: FEATURED_BANKS.filter((code) => code in all) };
}
