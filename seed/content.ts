// Content pages, help and FAQ entries, and the reason titles of the cancel, replacement and
// review dialogs.
import type { Prisma } from "../server/src/generated/prisma/client";
import { PAGES } from "./tables/pages";
import { PAGES_HI } from "./tables/pages-hi";
import { CUSTOMER_HELP, FAQ_CUSTOMER, FAQ_MERCHANT, MERCHANT_HELP } from "./tables/help";
import { CUSTOMER_HELP_HI, FAQ_CUSTOMER_HI, FAQ_MERCHANT_HI, MERCHANT_HELP_HI } from "./tables/help-hi";
import { REASON_TITLES_HI } from "./tables/reason-titles-hi";
import { slug } from "./catalogue";
import { pad } from "./random";

/** Every page and entry in English and Hindi (titleHi/bodyHi). */
export function contentRows(): Prisma.ContentPageCreateManyInput[] {
  const rows: Prisma.ContentPageCreateManyInput[] = PAGES.map((p, i) => ({
    id: `content_page_${p.slug.toLowerCase()}`,
    kind: "page",
    slug: p.slug,
    title: p.title,
    body: p.body,
    titleHi: PAGES_HI[p.slug]?.title,
    bodyHi: PAGES_HI[p.slug]?.body,
    sortOrder: i,
  }));
  const list = (kind: string, prefix: string, entries: [string, string][], hindi: [string, string][]) =>
    entries.forEach(([title, body], i) =>
      rows.push({
        id: `content_${prefix}_${pad(i + 1, 2)}`,
        kind,
        slug: `${prefix}-${slug(title)}`,
        title,
        body,
        titleHi: hindi[i]?.[0],
        bodyHi: hindi[i]?.[1],
        sortOrder: i + 1,
      }),
    );
  list("help", "help", CUSTOMER_HELP, CUSTOMER_HELP_HI);
  list("merchant_help", "merchant-help", MERCHANT_HELP, MERCHANT_HELP_HI);
  list("faq_customer", "faq-customer", FAQ_CUSTOMER, FAQ_CUSTOMER_HI);
  list("faq_merchant", "faq-merchant", FAQ_MERCHANT, FAQ_MERCHANT_HI);
  return rows;
}

const CANCEL = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery is taking too long",
  "Need to change the address",
  "Other",
];
const REPLACEMENT = ["Damaged product", "Wrong item delivered", "Expired product", "Quality not as expected", "Other"];
const SHOP_REVIEW: Record<number, string[]> = {
  1: ["Order was very late", "Rude behaviour", "Items were missing"],
  2: ["Delivery was late", "Poor packaging", "Prices higher than expected"],
  3: ["Average service", "Delivery could be faster", "Limited stock"],
  4: ["Good service", "On-time delivery", "Well packed"],
  5: ["Excellent service", "Super fast delivery", "Friendly shopkeeper"],
};
const PRODUCT_REVIEW: Record<number, string[]> = {
  1: ["Very poor quality", "Not as described", "Close to expiry"],
  2: ["Below expectations", "Packaging was damaged", "Not fresh"],
  3: ["Okay for the price", "Average quality", "Could be better"],
  4: ["Good quality", "Value for money", "Fresh and well packed"],
  5: ["Excellent product", "Will buy again", "Best in its category"],
};

/** Every reason title in English and Hindi (titleHi). */
export function reasonTitleRows(): Prisma.ReasonTitleCreateManyInput[] {
  const rows: Prisma.ReasonTitleCreateManyInput[] = [];
  const flat = (kind: string, titles: string[]) =>
    titles.forEach((title, i) =>
      rows.push({
        id: `reason_${kind}_${pad(i + 1, 2)}`,
        kind,
        rating: 0,
        title,
        titleHi: REASON_TITLES_HI[title],
        sortOrder: i + 1,
      }),
    );
  const rated = (kind: string, byRating: Record<number, string[]>) => {
    for (const [rating, titles] of Object.entries(byRating))
      titles.forEach((title, i) =>
        rows.push({
          id: `reason_${kind}_${rating}_${i + 1}`,
          kind,
          rating: Number(rating),
          title,
          titleHi: REASON_TITLES_HI[title],
          sortOrder: i + 1,
        }),
      );
  };
  flat("cancel", CANCEL);
  flat("replacement", REPLACEMENT);
  rated("shop_review", SHOP_REVIEW);
  rated("product_review", PRODUCT_REVIEW);
  return rows;
}
