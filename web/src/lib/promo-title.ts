// An offer's title in the language the page is shown in: its Hindi title on a page in Hindi when
// the offer has one, else its title.
import { currentLanguage } from "@/lib/i18n";

export const promoTitle = (offer: { promo_title: string; promo_title_hi?: string | null }): string =>
  currentLanguage() === "hi" && offer.promo_title_hi ? offer.promo_title_hi : offer.promo_title;
