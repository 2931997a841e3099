// Rupee amounts as the spec shows them: Indian digit grouping, the ₹ sign and two decimals.
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** formatRupees(123456.5) -> "₹1,23,456.50". Non-finite input shows as ₹0.00 rather than "₹NaN". */
export function formatRupees(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}

/** Cart and billing totals are rounded to 2 decimals (spec part 1 section 4). */
export function roundRupees(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
