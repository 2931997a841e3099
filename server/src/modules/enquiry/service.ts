// A partner enquiry: the category and city must be ones the form offers and the captcha must match
// (once); then the enquiry is stored with the sender's address.
import type { AppContext } from "../../plugins/db";
import { ENQUIRY_MESSAGES, type EnquiryBody } from "../../contract/enquiry";
import { cityLabel } from "../../contract/merchant-service";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { shopCategories } from "./categories";
import { indianCities } from "./locations";
import type { CaptchaStore } from "./captcha";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function submitEnquiry(
  ctx: AppContext,
  captcha: CaptchaStore,
  body: EnquiryBody,
  ip: string,
): Promise<string> {
  const category = (await shopCategories(ctx)).find((c) => same(c, body.shop_category));
  if (!category) throw new AppError(ERROR_CODE.UNKNOWN_CATEGORY);
  const city = indianCities().find((l) => same(cityLabel(l), body.city) || same(l.name, body.city));
  if (!city) throw new AppError(ERROR_CODE.UNKNOWN_CITY);
  await captcha.consume(body.captcha_id, body.captcha_key);
  await ctx.db.enquiry.create({
    data: {
      businessName: body.business_name,
      name: body.name,
      contactNum: body.contact_num,
      emailId: body.email_id.toLowerCase(),
      shopCategory: category,
      city: cityLabel(city),
      ip,
      createdAt: ctx.now(),
    },
  });
  return ENQUIRY_MESSAGES.sent;
}
