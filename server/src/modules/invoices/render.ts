// A tax invoice or credit note as a PDF (lib/pdf.ts: pdfkit with the app's Devanagari font), in
// English or Hindi, from its frozen snapshot. Amounts are rupees with two decimals.
import type { Language } from "../../lib/language";
import { newPdf, pdfBytes, widthOf, write, type Pdf } from "../../lib/pdf";
import { indiaWallClock } from "../../lib/india-time";
import { amountInWords } from "../../lib/amount-in-words";
import type { InvoiceSnapshot } from "./issue";

const TEXTS = {
  en: {
    invoice: "Tax Invoice",
    creditNote: "Credit Note",
    original: "Original for recipient",
    number: "Invoice No.",
    cnNumber: "Credit Note No.",
    date: "Date",
    order: "Order No.",
    orderDate: "Order date",
    seller: "Sold by",
    buyer: "Bill to / Ship to",
    pickup: "Self pickup at the store",
    gstin: "GSTIN",
    unregistered: "Unregistered",
    placeOfSupply: "Place of supply",
    against: "Against invoice",
    reason: "Reason",
    item: "Item",
    hsn: "HSN",
    qty: "Qty",
    rate: "Rate",
    taxable: "Taxable value",
    gst: "GST %",
    cgst: "CGST",
    sgst: "SGST",
    igst: "IGST",
    total: "Total",
    packaging: "Packaging charges",
    delivery: "Delivery charges",
    discount: "Discount (promo)",
    grandTotal: "Invoice total",
    cnTotal: "Credit total",
    reverseCharge: "Tax payable on reverse charge: No",
    inWords: "Amount in words",
    chargesNote: "Packaging and delivery are taxed with the goods (one composite supply) at the order's highest GST rate.",
    footer: "Issued by the seller through Galli, the local-shop marketplace. Amounts in rupees (₹).",
    sign: "For",
    authorised: "Authorised signatory",
  },
  hi: {
    invoice: "टैक्स इनवॉइस (Tax Invoice)",
    creditNote: "क्रेडिट नोट (Credit Note)",
    original: "प्राप्तकर्ता के लिए मूल प्रति",
    number: "इनवॉइस नंबर",
    cnNumber: "क्रेडिट नोट नंबर",
    date: "तारीख",
    order: "ऑर्डर नंबर",
    orderDate: "ऑर्डर की तारीख",
    seller: "विक्रेता",
    buyer: "बिल और डिलीवरी का पता",
    pickup: "दुकान से खुद पिकअप",
    gstin: "GSTIN",
    unregistered: "अपंजीकृत",
    placeOfSupply: "आपूर्ति का स्थान",
    against: "इनवॉइस के सामने",
    reason: "कारण",
    item: "सामान",
    hsn: "HSN",
    qty: "मात्रा",
    rate: "दर",
    taxable: "कर योग्य मूल्य",
    gst: "GST %",
    cgst: "CGST",
    sgst: "SGST",
    igst: "IGST",
    total: "कुल",
    packaging: "पैकेजिंग शुल्क",
    delivery: "डिलीवरी शुल्क",
    discount: "छूट (प्रोमो)",
    grandTotal: "इनवॉइस का कुल",
    cnTotal: "क्रेडिट का कुल",
    reverseCharge: "रिवर्स चार्ज पर देय कर: नहीं",
    inWords: "राशि शब्दों में",
    chargesNote: "पैकेजिंग और डिलीवरी पर सामान के साथ (एक संयुक्त आपूर्ति) ऑर्डर की सबसे ऊँची GST दर से कर लगा है।",
    footer: "विक्रेता द्वारा Galli (लोकल दुकानों का मार्केटप्लेस) के ज़रिए जारी। राशि रुपये (₹) में।",
    sign: "की ओर से",
    authorised: "अधिकृत हस्ताक्षरकर्ता",
  },
} as const;

const rupees = (paise: number) =>
  (paise < 0 ? "-" : "") +
  (Math.abs(paise) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const indiaDate = (iso: string) => {
  const d = indiaWallClock(iso);
  return `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;
};

const LEFT = 40;
const RIGHT = 555;

/** The document's PDF bytes. */
export async function renderInvoicePdf(s: InvoiceSnapshot, lang: Language): Promise<Buffer> {
  const t = TEXTS[lang];
  const credit = s.kind === "credit_note";
  const doc = newPdf({ title: `${credit ? "Credit Note" : "Tax Invoice"} ${s.number}`, author: s.seller.legalName });
  header(doc, s, t, credit);
  table(doc, s, t);
  footer(doc, s, t, credit);
  return pdfBytes(doc);
}

type T = (typeof TEXTS)[Language];

function header(doc: Pdf, s: InvoiceSnapshot, t: T, credit: boolean) {
  write(doc, credit ? t.creditNote : t.invoice, LEFT, 40, { size: 18, bold: true });
  write(doc, t.original, LEFT, 44, { size: 8, width: RIGHT - LEFT, align: "right" });
  const meta: [string, string][] = [
    [credit ? t.cnNumber : t.number, s.number],
    [t.date, indiaDate(s.date)],
    [t.order, s.orderNo],
    [t.orderDate, indiaDate(s.orderDate)],
  ];
  if (s.against) meta.push([t.against, s.against.invoiceNumber]);
  let y = 74;
  for (const [label, value] of meta) {
    write(doc, `${label}: ${value}`, LEFT, y, { size: 9 });
    y += 13;
  }
  if (s.against?.reason) {
    write(doc, `${t.reason}: ${s.against.reason}`, LEFT, y, { size: 9, width: 250 });
    y = doc.y + 2;
  }

  // Seller (right column) and buyer (left, below the numbers).
  let sy = 74;
  const col = 320;
  write(doc, t.seller, col, sy, { size: 9, bold: true });
  sy += 13;
  write(doc, s.seller.legalName, col, sy, { size: 10, bold: true, width: RIGHT - col });
  sy = doc.y + 1;
  if (s.seller.tradeName !== s.seller.legalName) {
    write(doc, s.seller.tradeName, col, sy, { size: 9, width: RIGHT - col });
    sy = doc.y + 1;
  }
  for (const line of s.seller.address) {
    write(doc, line, col, sy, { size: 9, width: RIGHT - col });
    sy = doc.y + 1;
  }
  write(doc, `${t.gstin}: ${s.seller.gstin ?? t.unregistered}`, col, sy, { size: 9, bold: true });
  sy = doc.y + 1;

  let by = Math.max(y, 74 + 13 * 5) + 6;
  write(doc, t.buyer, LEFT, by, { size: 9, bold: true });
  by += 13;
  write(doc, s.buyer.name, LEFT, by, { size: 10, width: 260 });
  by = doc.y + 1;
  for (const line of s.buyer.address.length ? s.buyer.address : [t.pickup]) {
    write(doc, line, LEFT, by, { size: 9, width: 260 });
    by = doc.y + 1;
  }
  const state = t === TEXTS.hi ? s.placeOfSupply.nameHi : s.placeOfSupply.name;
  write(doc, `${t.placeOfSupply}: ${state}${s.placeOfSupply.code ? ` (${s.placeOfSupply.code})` : ""}`, LEFT, by, {
    size: 9,
    bold: true,
  });
  doc.y = Math.max(doc.y, sy) + 14;
}

type Col = { key: string; label: string; width: number; align: "left" | "right" };

function table(doc: Pdf, s: InvoiceSnapshot, t: T) {
  const cols: Col[] = [
    { key: "item", label: t.item, width: 150, align: "left" },
    { key: "hsn", label: t.hsn, width: 40, align: "left" },
    { key: "qty", label: t.qty, width: 30, align: "right" },
    { key: "rate", label: t.rate, width: 50, align: "right" },
    { key: "taxable", label: t.taxable, width: 60, align: "right" },
    { key: "gst", label: t.gst, width: 35, align: "right" },
    ...(s.interState
      ? [{ key: "igst", label: t.igst, width: 100, align: "right" as const }]
      : [
          { key: "cgst", label: t.cgst, width: 50, align: "right" as const },
          { key: "sgst", label: t.sgst, width: 50, align: "right" as const },
        ]),
    { key: "total", label: t.total, width: 0, align: "right" },
  ];
  const used = cols.reduce((sum, c) => sum + c.width, 0);
  cols[cols.length - 1].width = RIGHT - LEFT - used;

  const row = (values: Record<string, string>, bold = false) => {
    const top = doc.y;
    let x = LEFT;
    let bottom = top;
    for (const c of cols) {
      write(doc, values[c.key] ?? "", x + 2, top, { size: 8, bold, width: c.width - 4, align: c.align });
      bottom = Math.max(bottom, doc.y);
      x += c.width;
    }
    doc.y = bottom + 3;
    doc.moveTo(LEFT, doc.y - 1).lineTo(RIGHT, doc.y - 1).lineWidth(0.3).strokeColor("#999999").stroke();
    if (doc.y > 760) {
      doc.addPage();
      doc.y = 40;
    }
  };

  doc.moveTo(LEFT, doc.y - 3).lineTo(RIGHT, doc.y - 3).lineWidth(0.6).strokeColor("#333333").stroke();
  row(Object.fromEntries(cols.map((c) => [c.key, c.label])), true);
  for (const l of [...s.lines, ...(s.chargeLines ?? [])]) {
    row({
      item: l.charge ? t[l.charge] : l.unit ? `${l.description} (${l.unit})` : l.description,
      hsn: l.hsn,
      qty: l.qty === null ? "" : String(l.qty),
      rate: l.rate === null ? "" : rupees(l.rate),
      taxable: rupees(l.taxable),
      gst: `${l.taxPercent}%`,
      cgst: rupees(l.cgst),
      sgst: rupees(l.sgst),
      igst: rupees(l.igst),
      total: rupees(l.total),
    });
  }
  row(
    {
      item: t.total,
      taxable: rupees(s.totals.taxable),
      cgst: rupees(s.totals.cgst),
      sgst: rupees(s.totals.sgst),
      igst: rupees(s.totals.igst),
      total: rupees(s.totals.total - s.totals.charges),
    },
    true,
  );
  doc.y += 6;
}

function footer(doc: Pdf, s: InvoiceSnapshot, t: T, credit: boolean) {
  const labelX = 330;
  const amount = (label: string, value: string, bold = false) => {
    const y = doc.y;
    write(doc, label, labelX, y, { size: 9, bold });
    write(doc, value, labelX, y, { size: 9, bold, width: RIGHT - labelX, align: "right" });
    doc.y = y + 14;
  };
  for (const c of s.charges) amount(t[c.key], rupees(c.amount));
  amount(credit ? t.cnTotal : t.grandTotal, `₹ ${rupees(s.totals.total)}`, true);
  doc.y += 4;
  write(doc, `${t.inWords}: ${amountInWords(s.totals.total, t === TEXTS.hi ? "hi" : "en")}`, LEFT, doc.y, {
    size: 9,
    width: RIGHT - LEFT,
  });
  doc.y += 4;
  if (s.chargeLines?.length) {
    write(doc, t.chargesNote, LEFT, doc.y, { size: 8, width: RIGHT - LEFT });
    doc.y += 4;
  }
  doc.y += 8;
  write(doc, t.reverseCharge, LEFT, doc.y, { size: 8 });
  doc.y += 30;
  const signY = doc.y;
  const signer = t === TEXTS.hi ? `${s.seller.legalName} ${t.sign}` : `${t.sign} ${s.seller.legalName}`;
  write(doc, signer, RIGHT - Math.min(250, widthOf(doc.fontSize(9), signer)), signY, { size: 9 });
  write(doc, t.authorised, LEFT, signY + 28, { size: 8, width: RIGHT - LEFT, align: "right" });
  write(doc, t.footer, LEFT, 790, { size: 7, width: RIGHT - LEFT, align: "center", lineBreak: false });
}
