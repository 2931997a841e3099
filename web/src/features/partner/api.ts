// The partner page's calls: the merchant-service option lists, the captcha and the enquiry.
import type { SagaIterator } from "redux-saga";
import type { CaptchaData, EnquiryBody } from "@contract/enquiry";
import type { CategoriesData, LocationsData } from "@contract/merchant-service";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";

// Open to anyone: sent without the session token, so an old token never gets in the way.
const open = { auth: false } as const;

export function* requestCategories(): SagaIterator<ApiSuccess<CategoriesData>> {
  return yield* callApi<CategoriesData>("GET", "/merchant/api/category/1", { ...open, base: "" });
}

export function* requestCities(): SagaIterator<ApiSuccess<LocationsData>> {
  return yield* callApi<LocationsData>("GET", "/merchant/api/loclist", {
    ...open,
    base: "",
    query: { country: "India" },
  });
}

export function* requestCaptcha(kind: "image" | "question" = "image"): SagaIterator<ApiSuccess<CaptchaData>> {
  return yield* callApi<CaptchaData>("GET", "/enquiry/captcha", {
    ...open,
    ...(kind === "question" ? { query: { kind } } : {}),
  });
}

export function* sendEnquiry(body: EnquiryBody): SagaIterator<ApiSuccess<undefined>> {
  return yield* callApi<undefined>("POST", "/enquiry/form", { ...open, body, silent: true });
}
