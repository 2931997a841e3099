// Brand and contact facts shown in the header, footer and static pages: one place to change them.
export const BRAND = "Galli";
export const WALLET_NAME = "Galli Cash";
/** The spec fixes the copyright year shown on static pages. */
export const COPYRIGHT_YEAR = 2020;

export const SUPPORT_PHONE = { display: "+91 80 4718 2000", tel: "+918047182000" };
export const SUPPORT_EMAIL = "support@galli.in";
export const SUPPORT_VOICE_HOURS = "10 am to 7 pm";

export const APP_LINKS = {
  customerAndroid: "https://play.google.com/store/apps/details?id=in.galli.customer",
  customerIos: "https://apps.apple.com/in/app/galli/id1530000001",
  merchantAndroid: "https://play.google.com/store/apps/details?id=in.galli.merchant",
  deliveryAndroid: "https://play.google.com/store/apps/details?id=in.galli.delivery",
};

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/galli.in" },
  { label: "Instagram", href: "https://www.instagram.com/galli.in" },
  { label: "X", href: "https://x.com/galli_in" },
  { label: "YouTube", href: "https://www.youtube.com/@galli_in" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/galli-in" },
];
