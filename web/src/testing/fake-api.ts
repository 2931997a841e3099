// Web tests' fake user API speaks the contract: each route's answer is typed by the contract's
// response type (server/src/contract), so a fake that drifts from the wire shape fails `tsc`.
//   mockFetch(userApi({ "GET /places/autocomplete": () => ({ suggestions: [suggestion] }) }, guestServer));
// In a hand-written handler, answer with reply(route, data, message?) for a success and
// failure(ERROR_CODE.X, message?) for an error (its status comes from the catalogue).
import type { SlotsAnswer } from "@contract/slots";
import type { SubstitutionItem, SubstitutionRule } from "@contract/substitutions";
import type {
  CategoryNode,
  PrivateShopAnswer,
  ShopDeliversAnswer,
  ProductDetail,
  ProductReviews,
  ProductGroup,
  PublicShopInfo,
  SearchListAnswer,
} from "@contract/catalog";
import type {
  BillingPrices,
  CartView,
  CustomizeChoice,
  DeliveryTypesData,
  verifyShopData,
  VerifyStockData,
} from "@contract/cart";
import type { OrderIssueData, PaymentOrderData, PlaceOrderData } from "@contract/checkout";
import type { OrderDetailsData, OrderListItem, OrderProduct } from "@contract/orders";
import type {
  BuzzData,
  CancelOrderData,
  HelpContentData,
  HelpTitlesData,
  ProductReviewTitlesData,
  ReasonTitlesData,
  ShopReviewTitlesData,
  VerifyOrderData,
} from "@contract/orders-actions";
import type { AcceptCardData, ShopAdsData } from "@contract/ads";
import type { ContentEntriesData, ContentPageData } from "@contract/content";
import type { CaptchaData } from "@contract/enquiry";
import type { CategoriesData, LocationsData } from "@contract/merchant-service";
import type { AllTokensData, BanksData, RazInfoData, WalletData } from "@contract/payments";
import type { RefundListData, StatementData } from "@contract/wallet";
import { ERRORS, type ErrorCode } from "@contract/errors";
import type { AutocompleteData, Place } from "@contract/places";
import type { ProfileData, SavedAddress } from "@contract/profile";
import type { notifyOfferData, Offer } from "@contract/promo";
import type { SessionData } from "@contract/session";
import type { ShopGroup } from "@contract/shops";
import type { BasketData, FindSearchAnswer, FrequentProduct, RefillData, Suggestion } from "@contract/finder";
import type { Failure } from "@contract/common";
import type { z } from "zod";
import type { MockReply, MockRequest } from "./mock-fetch";
import type { NotificationPreferences } from "@contract/live";
import type { TicketDetail, TicketStatus, TicketSummary } from "@contract/grievance";

/** The `data` each user-API route answers (under /user). */
export type UserApiData = AuthApiData & {
  "GET /auth/guest": SessionData;
  "GET /places/autocomplete": AutocompleteData;
  "GET /places/reverse": Place | null;
  "GET /places/geocode": Place;
  "GET /profile/view": ProfileData;
  "GET /live/preferences": NotificationPreferences;
  "PUT /live/preferences": NotificationPreferences;
  "POST /profile/address/add": SavedAddress;
  "POST /profile/address/edit": SavedAddress;
  "DELETE /profile/address/delete": undefined;
  "POST /profile/edit": ProfileData;
  "POST /profile/email/otp": undefined;
  "POST /profile/email/verifyOTP": undefined;
  "POST /profile/image/change": { image: string };
  "POST /profile/password/edit": SessionData;
  "POST /category/view/location": ShopGroup;
  "POST /category/v2/view/location/private": ShopGroup;
  "POST /category/view/location/global": ShopGroup;
  "POST /promo/list": Offer[];
  "POST /notify/offer": z.infer<typeof notifyOfferData>;
  "POST /product/view/public": PublicShopInfo[];
  "POST /product/view/product_category": CategoryNode[];
  "POST /product/view/products": ProductGroup[];
  "POST /product/view/c": { count: number };
  "POST /product/view/listByCategory": ProductGroup[];
  "POST /product/view/by_category/c": { count: number };
  "POST /product/view/by_product": ProductDetail;
  "POST /product/view/reviews": ProductReviews;
  "GET /product/view/reporttype": { type: string[] };
  "POST /product/update/productReport": undefined;
  "POST /cart/view/cr": CartView;
  "POST /cart/add": CartView;
  "DELETE /cart/remove/cr": CartView;
  "DELETE /cart/clear/cr": CartView;
  "POST /cart/view/as": CustomizeChoice;
  "POST /cart/view/os": CustomizeChoice[];
  "POST /cart/view/cs": CustomizeChoice[];
  "POST /cart/write": CartView;
  "POST /cart/move": RefillData;
  "POST /cart/buy-again": RefillData;
  "POST /find/basket": BasketData;
  "POST /find/frequent": FrequentProduct[];
  "GET /find/suggest": Suggestion[];
  "POST /order/view/billing": BillingPrices;
  "POST /order/view/delivery/type": DeliveryTypesData;
  "GET /order/slots": SlotsAnswer;
  "POST /order/substitutions/respond": SubstitutionItem;
  "POST /order/substitutions/rules": { default: SubstitutionRule; applied: string[] };
  "GET /order/substitutions/default": { default: SubstitutionRule };
  "POST /profile/delivery/edit": { delivery_type: number };
  "POST /profile/language/edit": { language: "en" | "hi" };
  "POST /cart/verify/stock": VerifyStockData;
  "POST /cart/verify/shop": z.infer<typeof verifyShopData>;
  "POST /order/razor/payment": PaymentOrderData;
  "POST /order/razor/alltokens": AllTokensData;
  "POST /order/razor/banks": BanksData;
  /** The five place-order paths (/order/place/online/shop, /order/place/cashOnDelivery/shop, ...). */
  "POST /order/place/:mode/:by": PlaceOrderData;
  "POST /order/refund/orderIssue": OrderIssueData;
  "POST /order/razor/razInfo": RazInfoData;
  "POST /order/razor/savePefToken": RazInfoData;
  "POST /order/razor/deleteToken": AllTokensData;
  "POST /wallet/bfcash": WalletData;
  "GET /wallet/statement": StatementData;
  "GET /wallet/refunds": RefundListData;
  "GET /order/track/upcoming": OrderListItem[];
  "GET /order/track/upcoming/c": { count: number };
  "GET /order/history/purchase": OrderListItem[];
  "GET /order/history/purchase/c": { count: number };
  "POST /order/track/details": OrderDetailsData;
  "POST /order/track/viewProducts": OrderDetailsData;
  "POST /order/history/viewProducts": OrderDetailsData;
  "POST /order/track/verifyProducts": OrderProduct;
  "POST /order/history/verifyProducts": OrderProduct;
  "POST /order/track/verifyOrder": VerifyOrderData;
  "POST /order/history/verifyOrder": VerifyOrderData;
  "POST /order/track/reviewShop": ShopReviewData;
  "POST /order/history/reviewShop": ShopReviewData;
  "POST /order/history/reviewProduct": { rating: number; product_id: string };
  "POST /order/track/cancelOrder": CancelOrderData;
  "POST /order/track/cancelEscalation": { _id: string; closed: number };
  "POST /order/view/shopreview/titles": ShopReviewTitlesData;
  "POST /order/view/productreview/titles": ProductReviewTitlesData;
  "GET /order/view/cancel/titles": ReasonTitlesData;
  "GET /order/view/replacement/titles": ReasonTitlesData;
  "POST /order/help/buzz": BuzzData;
  "GET /order/help/titles": HelpTitlesData;
  "GET /order/help/content": HelpContentData;
  "POST /order/support/ask": { number: string; status: TicketStatus; due_at: string } | undefined;
  "GET /order/support/tickets": { items: TicketSummary[] };
  "GET /order/support/tickets/:number": TicketDetail;
  "POST /order/support/tickets/:number/reply": TicketDetail;
  "GET /enquiry/captcha": CaptchaData;
  "POST /enquiry/form": undefined;
  "POST /ads/count": { count: number };
  "POST /ads/shopAds": ShopAdsData;
  "POST /ads/accept": AcceptCardData;
  "POST /ads/clickAd": { counted: boolean };
  /** Any page: /content/page/terms, /content/page/Privacy-policy, ... */
  "GET /content/page/:slug": ContentPageData;
  "GET /content/help": ContentEntriesData;
  "GET /content/faq": ContentEntriesData;
};

/** The merchant service's open lists (called without the /user base). */
export type MerchantServiceData = {
  "GET /merchant/api/category/1": CategoriesData;
  "GET /merchant/api/loclist": LocationsData;
};

type ApiData = UserApiData & MerchantServiceData;

/** The answer of reviewShop, written out as the server's route declares it (server/src/modules/orders/action-routes.ts). */
/** Auth and session routes (under /user/auth). */
type AuthApiData = {
  "POST /auth/password": SessionData;
  "POST /auth/onetimepassword": undefined;
  "POST /auth/onetimepassword/verify": SessionData;
  "POST /auth/forgotpassword/verify": undefined;
  "POST /auth/resetpassword": undefined;
  "POST /auth/signup/verify": undefined;
  "POST /auth/signup": SessionData;
  "GET /auth/logout": undefined;
  "POST /auth/refresh": SessionData;
};

type ShopReviewData = { rating: number; shop: { _id: string; rating: number; rating_count: number } };

/** Routes whose answer carries fields beside `data`: the whole envelope. */
export type UserApiEnvelopes = {
  "POST /product/view/private": PrivateShopAnswer;
  "POST /product/view/delivers": ShopDeliversAnswer;
  "POST /product/view/listBySearch": SearchListAnswer;
  "POST /find/search": FindSearchAnswer;
};

export type UserApiRoute = keyof UserApiData;

/** The success envelope of a route, with an optional message. */
export const reply = <R extends keyof ApiData>(_route: R, data: ApiData[R], message?: string): MockReply => ({
  body: { success: true, data, ...(message === undefined ? {} : { message }) },
});

/** A whole envelope of a route that answers more than data. */
export const envelopeReply = <R extends keyof UserApiEnvelopes>(_route: R, body: UserApiEnvelopes[R]): MockReply => ({
  body,
});

/** An error envelope, as the server's error handler writes it. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly message: string,
    readonly extra: Pick<Failure, "errors" | "token"> = {},
  ) {}
  toReply(): MockReply {
    const body: Failure = { success: false, code: this.code, message: this.message, ...this.extra };
    return { status: this.status, body };
  }
}

/** An error envelope for a catalogue code: its status, and its default message unless one is given. */
export const failure = (
  code: ErrorCode,
  message: string = ERRORS[code].message,
  extra: Pick<Failure, "errors" | "token"> = {},
): MockReply => new ApiFailure(ERRORS[code].status, code, message, extra).toReply();

type Handlers = {
  [R in UserApiRoute]?: (
    request: MockRequest,
  ) => UserApiData[R] | ApiFailure | { message: string; data: UserApiData[R] };
};

const routeOf = (request: MockRequest) => {
  const path = new URL(request.url, "http://test").pathname.replace(/^\/user/, "");
  return `${request.method} ${path}`;
};

/** A handler answering the given routes with their typed data; anything else goes to `fallback`. */
export function userApi(handlers: Handlers, fallback: (request: MockRequest) => MockReply | Promise<MockReply>) {
  return (request: MockRequest): MockReply | Promise<MockReply> => {
    const handler = handlers[routeOf(request) as UserApiRoute] as ((r: MockRequest) => unknown) | undefined;
    if (!handler) return fallback(request);
    const answer = handler(request);
    if (answer instanceof ApiFailure) return answer.toReply();
    if (answer && typeof answer === "object" && "message" in answer && "data" in answer)
      return { body: { success: true, ...answer } };
    return { body: { success: true, data: answer } };
  };
}
