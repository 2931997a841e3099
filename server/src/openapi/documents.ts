// The two OpenAPI documents: the user API (everything the web client and other front ends call)
// and the merchant API (inventory, orders, webhooks). Both come from buildOpenApi over the app's
// routes; this file holds only what a route schema cannot say.
import { INVENTORY_BATCH_LIMIT, RATE_LIMIT_PER_MINUTE } from "../contract/inventory";
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from "../contract/webhooks";
import { buildOpenApi, toJsonSchema, type DocOptions, type DocRoute, type Json } from "./generate";
import { placeOrderInputs } from "../contract/checkout";
import { verifyProductFields } from "../contract/orders-actions";
import { ERROR_CATALOGUE } from "./error-catalogue";
import { merchantOverlay } from "./merchant-overlay";
import { userExamples } from "../contract/user-examples";

export const USER_DOC_PATH = "/user/openapi.json";
export const USER_DOCS_UI = "/user/docs";
export const MERCHANT_DOC_PATH = "/api/openapi.json";
export const CONSOLE_DOC_PATH = "/merchant/api/openapi.json";
/** The interactive references (Swagger UI) of the merchant API and the merchant console's API. */
export const MERCHANT_DOCS_UI = "/api/docs";
export const CONSOLE_DOCS_UI = "/merchant/api/docs";

/** Routes in the merchant document; the user document has the rest but the payment provider stand-in. */
export const isMerchantRoute = (url: string) =>
  url.startsWith("/api/") && url !== MERCHANT_DOC_PATH && !url.startsWith(MERCHANT_DOCS_UI);
/** Routes in the merchant console document (/merchant/api but the partner page's public lists). */
export const isConsoleRoute = (url: string) =>
  url.startsWith("/merchant/api/") &&
  url !== CONSOLE_DOC_PATH &&
  !url.startsWith(CONSOLE_DOCS_UI) &&
  !url.startsWith("/merchant/api/category/") &&
  url !== "/merchant/api/loclist";
/** The Razorpay stand-in answers Razorpay's own published API; documenting it again would only drift. */
export const isProviderStandIn = (url: string) => url.startsWith("/mock/razorpay");
/** The operations console's API (Galli's own staff): in no public document (docs/api-routes.md lists it). */
export const isOpsRoute = (url: string) => url.startsWith("/ops/api/");

const USER_DESCRIPTION = `The API the Galli web client uses, open to other front ends and contract tests.

**Envelope.** Every JSON answer is \`{ success: true, message?, data? }\` or \`{ success: false, code, message, errors? }\`;
\`errors[]\` names each bad field (\`path\`, \`message\`). Money is rupees with up to 2 decimals. Ids are opaque strings.

**Sessions.** \`GET /user/auth/guest\` gives a guest access token; log in (\`POST /user/auth/password\`, or with a one-time
code) for a customer's. Send \`Authorization: Bearer <access>\`; an expired one answers 401 with \`token: "expired"\`;
renew with \`POST /user/auth/refresh\` and the header \`Refresh: <refresh token>\`.

**Passwords** are never sent in clear: every password field (login, sign-up, reset, change) carries the lowercase
hex SHA-256 of the password's UTF-8 bytes, e.g. \`Galli@123\` is sent as its 64-character digest. The server then
hashes that again with scrypt before storing it.

**One-time codes.** A real deployment texts or mails them. In demo mode (\`DEMO_MODE=true\`) nothing leaves the
machine: every message is listed, newest first, at \`GET /dev/outbox?to=<mobile or email>\` (the code is in \`body\`).

**Ids.** In the order calls \`_id\` / \`order_id\` name Galli's opaque order id; \`order_number\` (GL...) is what the
customer reads. Errors: the \`ErrorCode\` schema lists every code with its status and default message.`;

const MERCHANT_DESCRIPTION = `For a merchant's POS or ERP: keep a store's stock and prices in sync, take and move its orders,
and hear of new ones by webhook. Authenticate every call with the header \`Authkey: <token>\` (issued in the merchant
app, Store settings > Inventory Update API > API Keys); a store_key of another merchant answers 403.

**Inventory.** Up to ${INVENTORY_BATCH_LIMIT} items or codes per call, ${RATE_LIMIT_PER_MINUTE} calls per minute per token and
endpoint. Prices are rupees with up to 2 decimals; offer and tax are percents from 0 to 100. Unknown codes are listed
in \`not_found\` by a read and refused one by one in \`error[]\` by an update (the rest still applies).

**Orders.** \`order_id\` is Galli's id of an order (the one webhooks and lists give); \`order_number\` is what the customer
sees. Accept (1 -> 2), ready (2 -> 3), ship (3 -> 4), deliver (4 -> 5) and reject (1-4 -> 8) each start from one status;
any other answers 409 \`INVALID_TRANSITION\` with \`current_status\`. Send an \`Idempotency-Key\` to make a retry safe.

**Webhooks.** Register an endpoint per store (\`PUT /api/stores/{store_key}/webhook\`); Galli posts ${WEBHOOK_EVENTS.join(", ")}
as JSON (\`order.delivery_state\` adds the delivery order's new \`delivery_state\`, ONDC's names, and \`delivery_member_id\`)
with the headers \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`, \`Galli-Event\` and \`Galli-Delivery\`.
To verify: compute HMAC-SHA256 with your endpoint's secret over \`<t>.<raw body>\`, compare it with v1 in constant
time, and refuse a t more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from your clock. Answer 2xx within 10 seconds;
anything else is retried after ${WEBHOOK_RETRY_DELAYS_SECONDS.map((s) => (s < 3600 ? `${s / 60} min` : `${s / 3600} h`)).join(", ")}
(about a day), then marked failed. \`GET /api/stores/{store_key}/webhook/deliveries\` is the log. In demo mode,
\`http://127.0.0.1:<port>/dev/webhooks/receive\` is a test endpoint whose deliveries show at \`/dev/webhooks\`.`;

const USER_TAG: [RegExp, string][] = [
  [/^\/user\/auth/, "Accounts"],
  [/^\/user\/profile/, "Profile"],
  [/^\/user\/places/, "Places"],
  [/^\/user\/category/, "Shops"],
  [/^\/user\/(product|cart\/qty)/, "Catalogue"],
  [/^\/user\/find/, "Find anywhere"],
  [/^\/user\/cart|^\/user\/order\/view\/(billing|delivery)/, "Cart"],
  [/^\/user\/order\/(payment|place|razor|refund)/, "Checkout and payments"],
  [/^\/user\/order\/support/, "Support"],
  [/^\/user\/order/, "Orders"],
  [/^\/user\/(wallet|bfcash)/, "Galli Cash"],
  [/^\/user\/(promo|offer|notify)/, "Offers and promo codes"],
  [/^\/user\/ads/, "Rewards and ads"],
  [/^\/user\/content/, "Content"],
  [/^\/user\/enquiry/, "Partner enquiry"],
  [/^\/merchant\/api/, "Merchant service lists"],
  [/^\/dev\//, "Demo mode"],
];

const image = {
  responses: {
    "200": {
      description: "The image (WebP, PNG or JPEG, resized on request).",
      content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } },
    },
  },
};

/** A file part of a multipart form. */
const filePart = (description: string): Json => ({
  type: "string",
  contentMediaType: "application/octet-stream",
  description,
});

/** Calls that take multipart/form-data (a file beside their fields): the form's parts. */
function multipart(schema: Json, encoding?: Json): Json {
  return {
    requestBody: {
      required: true,
      content: { "multipart/form-data": { schema, ...(encoding ? { encoding } : {}) } },
    },
  };
}

const placeForm = multipart(
  {
    type: "object",
    required: ["inputs"],
    properties: {
      inputs: {
        type: "string",
        contentMediaType: "application/json",
        contentSchema: toJsonSchema(placeOrderInputs, "input"),
        description: "The order as JSON text (see contentSchema): shop, delivery details, payment proof.",
      },
      image: filePart("Optional: one photo for the shop (JPEG, PNG, WebP or GIF), where the shop accepts one."),
    },
    additionalProperties: false,
  },
  { inputs: { contentType: "application/json" } },
);

const verifyFields = toJsonSchema(verifyProductFields, "input") as Json & { properties?: Json };
const verifyForm = {
  requestBody: {
    required: true,
    content: {
      "application/json": { schema: verifyFields },
      "multipart/form-data": {
        schema: {
          ...verifyFields,
          properties: {
            ...verifyFields.properties,
            image1: filePart("A photo of the item (replacement requests need at least one)."),
            image2: filePart("A second photo."),
            image3: filePart("A third photo."),
          },
        },
      },
    },
  },
};

const profilePhoto = multipart({
  type: "object",
  required: ["image"],
  properties: { image: filePart("The new profile photo (JPEG, PNG, WebP or GIF).") },
  additionalProperties: false,
});

/** Calls that refuse another customer's payment or saved cards. */
const forbidden = { responses: { "403": { $ref: "#/components/responses/Failure403" } } };

const PLACE_PATHS = [
  "/user/order/place/online/bfcash",
  "/user/order/place/online/shop",
  "/user/order/place/online/takeaway",
  "/user/order/place/cashOnDelivery/shop",
  "/user/order/place/cashOnDelivery/takeaway",
];

const formOverlay: Record<string, Json> = {
  ...Object.fromEntries(
    PLACE_PATHS.map((p) => [
      `POST ${p}`,
      p.includes("/online/") && !p.endsWith("bfcash") ? { ...placeForm, ...forbidden } : placeForm,
    ]),
  ),
  "POST /user/order/history/verifyProducts": verifyForm,
  "POST /user/order/track/verifyProducts": verifyForm,
  "POST /user/profile/image/change": profilePhoto,
  "POST /user/order/razor/cards": forbidden,
};

const exampleOverlay = Object.fromEntries(
  userExamples.map((e) => [
    `${e.method} ${e.path}`,
    {
      ...(e.request === undefined
        ? {}
        : { requestBody: { content: { "application/json": { examples: { example: { value: e.request } } } } } }),
      responses: {
        "200": {
          content: { "application/json": { examples: { example: { summary: e.summary, value: e.response } } } },
        },
      },
    },
  ]),
);

const userOptions: Omit<DocOptions, "errors"> = {
  overlay: {
    ...formOverlay,
    ...exampleOverlay,
    "GET /user/ads/view/img": image,
    "GET /user/category/view/img": image,
    "GET /user/product/img/view": image,
    "GET /user/profile/image/view": image,
    "GET /user/profile/export": {
      responses: {
        "200": {
          description:
            "Download my data: everything Galli holds about the customer (profile, addresses, orders, reviews, Galli Cash, consents, sessions, notification settings, support tickets) as one JSON file (an attachment, no envelope).",
          content: { "application/json": { schema: { type: "object" } } },
        },
      },
    },
    "GET /dev/webhooks": {
      responses: { "200": { description: "An HTML page.", content: { "text/html": { schema: { type: "string" } } } } },
    },
  },
  info: { title: "Galli user API", version: "2.0.0", description: USER_DESCRIPTION },
  securitySchemes: {
    bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A guest or customer access token." },
    refresh: { type: "apiKey", in: "header", name: "Refresh", description: "The refresh token from login." },
  },
  tagOf: (url) => USER_TAG.find(([re]) => re.test(url))?.[1] ?? (url.startsWith("/user/") ? "Other" : "Service"),
};

const merchantOptions: Omit<DocOptions, "errors"> = {
  info: { title: "Galli merchant API", version: "2.0.0", description: MERCHANT_DESCRIPTION },
  securitySchemes: {
    Authkey: {
      type: "apiKey",
      in: "header",
      name: "Authkey",
      description: "The token issued in the merchant app (Store settings > Inventory Update API > API Keys).",
    },
  },
  tagOf: (url) =>
    url.includes("/webhook") ? "Merchant webhooks" : url.includes("/orders") ? "Merchant orders" : "Inventory",
  overlay: merchantOverlay(),
};

const CONSOLE_DESCRIPTION = `The merchant console's API (the web console at /merchant uses it): staff sign-in, who am I,
staff, custom roles and the audit log, and the console's pages' calls.

**Sign-in.** \`POST /merchant/api/auth/password\` (mobile + SHA-256 hex of the password, as in the user API) or a
one-time code (\`/merchant/api/auth/onetimepassword\`, then \`/verify\`) answers a staff token valid 12 hours. Send
\`Authorization: Bearer <token>\`. Customer tokens are refused here, and staff tokens on the user API.

**Privileges.** Each route names the privilege it needs: orders, catalogue (catalogue and stock), settings (store
settings), integrations (API keys and webhooks), money (money and statements), staff. Built-in roles: super_admin
(all), manager (all but staff), accounts (money, orders), delivery (orders), supervisor and staff (orders,
catalogue); a custom role is a name and a set of privileges. A missing privilege answers 403; another merchant's
store, order or member answers 404. A suspended member's token stops working at once (401 STAFF_SUSPENDED).`;

/** The statements' downloads: CSV (a header row, rupees with 2 decimals) and PDF, as attachments. */
const statementFiles: Record<string, Json> = Object.fromEntries(
  ["/statements", "/statements/tcs", "/statements/payouts/:payout_id/statement"].flatMap((base) =>
    (
      [
        ["csv", "text/csv", "The statement as CSV: a header row, a row each, a total row; rupees with 2 decimals."],
        ["pdf", "application/pdf", "The statement as PDF (A4), in the request's language (Accept-Language)."],
      ] as const
    ).map(([ext, type, description]) => [
      `GET /merchant/api${base}.${ext}`,
      { responses: { "200": { description, content: { [type]: { schema: { type: "string", contentMediaType: type } } } } } },
    ]),
  ),
);

const consoleOptions: Omit<DocOptions, "errors"> = {
  info: { title: "Galli merchant console API", version: "1.0.0", description: CONSOLE_DESCRIPTION },
  overlay: {
    "GET /merchant/api/orders/:order_id/image": {
      responses: {
        "200": {
          description: "The image the customer attached to the order (WebP).",
          content: { "image/webp": { schema: { type: "string", contentMediaType: "image/webp" } } },
        },
      },
    },
    "GET /merchant/api/orders/:order_id/requests/:product_id/image": {
      responses: {
        "200": {
          description: "A photo the customer sent with a replacement request on the product (WebP).",
          content: { "image/webp": { schema: { type: "string", contentMediaType: "image/webp" } } },
        },
      },
    },
    ...statementFiles,
  },
  securitySchemes: {
    staff: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A staff token from console sign-in." },
  },
  tagOf: (url) => {
    const area = url.replace(/^\/merchant\/api\//, "").split("/")[0];
    return area === "auth" || area === "me"
      ? "Console sign-in"
      : area === "audit"
        ? "Audit log"
        : area === "staff" || area === "roles"
          ? "Staff"
          : `Console: ${area}`;
  },
};

export function consoleDocument(routes: DocRoute[]): Json {
  return buildOpenApi(
    routes.filter((r) => isConsoleRoute(r.url)),
    { ...consoleOptions, errors: ERROR_CATALOGUE },
  );
}

export function userDocument(routes: DocRoute[]): Json {
  return buildOpenApi(
    routes.filter(
      (r) => !isMerchantRoute(r.url) && !isConsoleRoute(r.url) && !isProviderStandIn(r.url) && !isOpsRoute(r.url),
    ),
    { ...userOptions, errors: ERROR_CATALOGUE },
  );
}

export function merchantDocument(routes: DocRoute[]): Json {
  return buildOpenApi(
    routes.filter((r) => isMerchantRoute(r.url)),
    { ...merchantOptions, errors: ERROR_CATALOGUE },
  );
}
