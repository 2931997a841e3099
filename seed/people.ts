// The demo customers, their addresses, Galli Cash, scratch cards; promos and ads.
import type { Prisma } from "../server/src/generated/prisma/client";
import { clientHash, hashPassword } from "../server/src/lib/password";
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from "./demo-credentials";
import { locality } from "./tables/localities";
import { addDays, addMinutes } from "./random";

export const ASHA_ID = "user_asha";
export const RAHUL_ID = "user_rahul";

export async function userRows(now: Date): Promise<Prisma.UserCreateManyInput[]> {
  const passwordHash = await hashPassword(clientHash(DEMO_CUSTOMER.password));
  const joined = addDays(now, -200);
  return [
    {
      id: ASHA_ID,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      mobile: DEMO_CUSTOMER.mobile,
      mobileVerified: true,
      email: DEMO_CUSTOMER.email,
      emailVerified: true,
      passwordHash,
      isNewCustomer: false,
      createdAt: joined,
      updatedAt: joined,
    },
    {
      id: RAHUL_ID,
      firstName: SECOND_CUSTOMER.firstName,
      lastName: SECOND_CUSTOMER.lastName,
      mobile: SECOND_CUSTOMER.mobile,
      mobileVerified: true,
      email: "rahul@example.in",
      emailVerified: true,
      passwordHash,
      isNewCustomer: true,
      createdAt: addDays(now, -30),
      updatedAt: addDays(now, -30),
    },
  ];
}

export type AddressSeed = Prisma.AddressCreateManyInput & { id: string; lat: number; lng: number };

export function addressRows(now: Date): AddressSeed[] {
  const at = addDays(now, -190);
  const k = locality("koramangala");
  const i = locality("indiranagar");
  const h = locality("hsr-layout");
  return [
    {
      id: "addr_asha_home",
      userId: ASHA_ID,
      type: "Home",
      street: "Flat 302, Lakshmi Residency, 6th Cross, 5th Block",
      area: k.name,
      zipcode: k.zipcode,
      landmark: "Near Sony World Signal",
      lat: k.lat,
      lng: k.lng,
      isDefault: true,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: "addr_asha_work",
      userId: ASHA_ID,
      type: "Work",
      street: "4th Floor, 100 Feet Road, HAL 2nd Stage",
      area: i.name,
      zipcode: i.zipcode,
      landmark: "Opposite Indiranagar Metro",
      lat: 12.9719,
      lng: 77.6412,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: "addr_asha_parents",
      userId: ASHA_ID,
      type: "Parents",
      street: "No. 18, 17th Cross, Sector 4",
      area: h.name,
      zipcode: h.zipcode,
      landmark: "Behind BDA Complex",
      lat: 12.9109,
      lng: 77.6412,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
  ];
}

export function walletRows(now: Date): Prisma.WalletEntryCreateManyInput[] {
  return [
    {
      id: "wallet_asha_1",
      userId: ASHA_ID,
      amount: 60000,
      kind: "refund",
      refId: "seed-refund-1",
      balanceAfter: 60000,
      note: "Refund for a cancelled order",
      createdAt: addDays(now, -12),
    },
    {
      id: "wallet_asha_2",
      userId: ASHA_ID,
      amount: -10000,
      kind: "order",
      refId: "seed-order-debit-1",
      balanceAfter: 50000,
      note: "Order payment (Koramangala Fresh Mart)",
      createdAt: addDays(now, -10),
    },
  ];
}

export function scratchCardRows(now: Date): Prisma.ScratchCardCreateManyInput[] {
  const base = { userId: ASHA_ID, createdAt: addDays(now, -2) };
  return [
    {
      ...base,
      id: "scratch_asha_1",
      cardType: 1,
      randomCost: 2500,
      note: "Thanks for ordering with Galli",
      titleMsg: "Cashback for your order",
    },
    {
      ...base,
      id: "scratch_asha_2",
      cardType: 1,
      randomCost: 0,
      note: "Better luck next time",
      titleMsg: "Scratch and win",
    },
    {
      ...base,
      id: "scratch_asha_3",
      cardType: 2,
      codeType: 1,
      codeValue: 10,
      codeModel: 2,
      promoCode: "SCRATCH10",
      note: "10% off your next order",
      titleMsg: "A promo code for you",
    },
  ];
}

export function promoRows(now: Date): Prisma.PromoCreateManyInput[] {
  const live = addDays(now, 90);
  const created = addDays(now, -30);
  const p = (row: Omit<Prisma.PromoCreateManyInput, "createdAt" | "expiresAt"> & { expiresAt?: Date }) => ({
    createdAt: created,
    expiresAt: live,
    ...row,
  });
  return [
    p({
      id: "promo_welcome50",
      code: "WELCOME50",
      title: "₹50 off your first order",
      titleHi: "पहले ऑर्डर पर ₹50 की छूट",
      customerScope: 2,
      valueType: 1,
      offerType: 2,
      codeValue: 5000,
    }),
    p({
      id: "promo_save10",
      code: "SAVE10",
      title: "10% off up to ₹100 on orders above ₹300",
      titleHi: "₹300 से ज़्यादा के ऑर्डर पर 10% छूट, ₹100 तक",
      valueType: 2,
      offerType: 2,
      codeValue: 10,
      priceLimit: 10000,
      minPurchaseEnable: true,
      minPurchaseType: 1,
      minPurchaseValue: 30000,
    }),
    p({
      id: "promo_galli100",
      code: "GALLI100",
      title: "₹100 Galli Cash back on orders above ₹500",
      titleHi: "₹500 से ज़्यादा के ऑर्डर पर ₹100 गली कैश वापस",
      valueType: 1,
      offerType: 1,
      codeValue: 10000,
      minPurchaseEnable: true,
      minPurchaseType: 1,
      minPurchaseValue: 50000,
    }),
    p({
      id: "promo_fresh20",
      code: "FRESH20",
      title: "20% off fresh fruits and vegetables at Green Basket",
      titleHi: "ग्रीन बास्केट पर ताज़े फल और सब्ज़ियों पर 20% छूट",
      shopId: "shop_002",
      valueType: 2,
      offerType: 2,
      codeValue: 20,
      priceLimit: 15000,
      limitedUsersPerDay: 50,
    }),
    // More shops' own offers, so tiles of every group show one.
    p({
      id: "promo_kirana30",
      code: "KIRANA30",
      title: "₹30 off at Sharma Kirana on orders above ₹250",
      titleHi: "शर्मा किराना पर ₹250 से ज़्यादा के ऑर्डर पर ₹30 की छूट",
      shopId: "shop_005",
      valueType: 1,
      offerType: 2,
      codeValue: 3000,
      minPurchaseEnable: true,
      minPurchaseType: 1,
      minPurchaseValue: 25000,
    }),
    p({
      id: "promo_bake15",
      code: "BAKE15",
      title: "15% off fresh bakes at Iyengar's Bakery, up to ₹60",
      titleHi: "अयंगर बेकरी के ताज़े बेक पर 15% छूट, ₹60 तक",
      shopId: "shop_008",
      valueType: 2,
      offerType: 2,
      codeValue: 15,
      priceLimit: 6000,
      limitedUsersPerDay: 20,
    }),
    p({
      id: "promo_more75",
      code: "MORE75",
      title: "₹75 Galli Cash back at More Supermarket on orders above ₹750",
      titleHi: "मोर सुपरमार्केट पर ₹750 से ज़्यादा के ऑर्डर पर ₹75 गली कैश वापस",
      shopId: "shop_009",
      valueType: 1,
      offerType: 1,
      codeValue: 7500,
      minPurchaseEnable: true,
      minPurchaseType: 1,
      minPurchaseValue: 75000,
      maxLimit: 300,
    }),
    p({
      id: "promo_andheri40",
      code: "ANDHERI40",
      title: "₹40 off at Andheri Kirana Bhandar on orders above ₹400",
      titleHi: "अंधेरी किराना भंडार पर ₹400 से ज़्यादा के ऑर्डर पर ₹40 की छूट",
      shopId: "shop_019",
      valueType: 1,
      offerType: 2,
      codeValue: 4000,
      minPurchaseEnable: true,
      minPurchaseType: 1,
      minPurchaseValue: 40000,
    }),
    p({
      id: "promo_chettinad10",
      code: "CHETTINAD10",
      title: "10% off Chettinad spices, shipped across India, up to ₹100",
      titleHi: "पूरे भारत में भेजे जाने वाले चेट्टिनाड मसालों पर 10% छूट, ₹100 तक",
      shopId: "shop_035",
      valueType: 2,
      offerType: 2,
      codeValue: 10,
      priceLimit: 10000,
    }),
    p({
      id: "promo_cashback15",
      code: "CASHBACK15",
      title: "15% cashback up to ₹75",
      titleHi: "15% कैशबैक, ₹75 तक",
      valueType: 2,
      offerType: 1,
      codeValue: 15,
      priceLimit: 7500,
      maxLimit: 100,
    }),
    p({
      id: "promo_scratch10",
      code: "SCRATCH10",
      title: "10% off, from your scratch card",
      titleHi: "10% छूट, आपके स्क्रैच कार्ड से",
      hideFromPublic: true,
      valueType: 2,
      offerType: 2,
      codeValue: 10,
      priceLimit: 7500,
    }),
    p({
      id: "promo_oldcode",
      code: "OLDCODE",
      title: "Festive offer (ended)",
      valueType: 1,
      offerType: 2,
      codeValue: 7500,
      expiresAt: addDays(now, -10),
    }),
    p({
      id: "promo_staffonly",
      code: "STAFFONLY",
      title: "Staff discount",
      hideFromPublic: true,
      valueType: 2,
      offerType: 2,
      codeValue: 25,
      priceLimit: 25000,
    }),
  ];
}

/** STAFFONLY is hidden from the offer list and issued to Rahul alone (twice). */
export function promoGrantRows(): Prisma.PromoGrantCreateManyInput[] {
  return [
    {
      id: "grant_staffonly_rahul",
      promoId: "promo_staffonly",
      userId: RAHUL_ID,
      uses: 2,
      createdAt: new Date("2026-01-01T00:00:00.000Z"),
    },
  ];
}

/** Ads of shops near Koramangala: three banners (with images) and three text ads. */
export const AD_SPECS = [
  { id: "ad_001", adType: 1, shopId: "shop_001", headline: "Fresh atta, dal and oil: up to 20% off", color: "#ef6c00" },
  { id: "ad_002", adType: 1, shopId: "shop_009", headline: "More Supermarket: weekend savings", color: "#1565c0" },
  { id: "ad_003", adType: 1, shopId: "shop_002", headline: "Farm-fresh vegetables every morning", color: "#2e7d32" },
  {
    id: "ad_004",
    adType: 2,
    shopId: "shop_012",
    headline: "Apollo Pharmacy: health essentials delivered in 30 minutes",
    color: "",
  },
  {
    id: "ad_005",
    adType: 2,
    shopId: "shop_003",
    headline: "Indiranagar Daily Needs: free delivery above ₹499",
    color: "",
  },
  {
    id: "ad_006",
    adType: 2,
    shopId: "shop_004",
    headline: "HSR Organic Store: organic dals and millets, now in stock",
    color: "",
  },
] as const;

export function adRows(now: Date): Prisma.AdCreateManyInput[] {
  return AD_SPECS.map((a, i) => ({
    id: a.id,
    adType: a.adType,
    shopId: a.shopId,
    content: a.headline,
    image: a.adType === 1 ? `ads/${a.id}.png` : null,
    width: a.adType === 1 ? 728 : 0,
    height: a.adType === 1 ? 90 : 0,
    active: true,
    clicks: 0,
    createdAt: addMinutes(addDays(now, -7), i),
  }));
}
