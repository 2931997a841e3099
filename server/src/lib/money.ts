// Money is integer paise inside the system; rupees with 2 decimals only at the contract edge.
export const toRupees = (paise: number): number => Math.round(paise) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** A percentage of an amount in paise, rounded half up to a whole paisa. */
export const percentOf = (paise: number, percent: number): number => Math.round((paise * percent) / 100);
