// Static pages, help entries and FAQ entries (spec part 2 section 2). Bodies are sanitised HTML.
import { z } from "zod";
import { envelope } from "./common";

/** Client routes of the static pages and the content slug each one shows. */
export const STATIC_PAGE_SLUGS = [
  "about-us",
  "terms",
  "privacy",
  "Privacy-policy",
  "merchant-policy",
  "cancellation",
  "merchant-help",
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export const contentPage = z.object({ slug: z.string(), title: z.string(), body: z.string() });
export type ContentPageData = z.infer<typeof contentPage>;
export const contentPageResponse = envelope(contentPage);

export const contentEntry = z.object({ _id: z.string(), title: z.string(), body: z.string() });
export type ContentEntry = z.infer<typeof contentEntry>;

export const audience = z.enum(["customer", "merchant"]);
export type Audience = z.infer<typeof audience>;
export const audienceQuery = z.object({ audience: audience.default("customer") });

export const contentEntriesData = z.object({ audience, entries: z.array(contentEntry) });
export type ContentEntriesData = z.infer<typeof contentEntriesData>;
export const contentEntriesResponse = envelope(contentEntriesData);
