// The field tables of the document page. Limits come from the shared contract, so the page states
// the numbers the server enforces.
import {
  DRY_RUN_MESSAGE,
  INVENTORY_BATCH_LIMIT,
  MAX_PRODUCT_NAME,
  MAX_SELLING_PRICE,
  MAX_STOCK,
  MAX_UNIT,
  NOTHING_UPDATED_MESSAGE,
  UPDATED_MESSAGE,
} from "@contract/inventory-constants";

export type Field = { name: string; type: string; required?: boolean; description: string };

const n = (value: number) => value.toLocaleString("en-IN");

export const readRequestFields: Field[] = [
  { name: "store_key", type: "string", required: true, description: "The store whose inventory you read." },
  {
    name: "prod_codes",
    type: "array of strings",
    required: true,
    description: `Barcodes, 1 to ${n(INVENTORY_BATCH_LIMIT)}. Send them as strings so leading zeros are kept; a code sent twice is answered once.`,
  },
];

export const readResponseFields: Field[] = [
  { name: "success", type: "boolean", description: "true: the call was answered." },
  {
    name: "data",
    type: "array",
    description:
      "One entry per code the store sells, in the order asked: product_code, product_name, unit, stock, selling_price, offer, tax.",
  },
  { name: "data[].selling_price", type: "number", description: "Rupees with up to 2 decimals, before the offer." },
  { name: "data[].offer, data[].tax", type: "number", description: "Percents from 0 to 100." },
  {
    name: "not_found",
    type: "array of strings",
    description: "Codes this store does not sell. Not an error: the rest are still answered.",
  },
];

export const updateRequestFields: Field[] = [
  { name: "store_key", type: "string", required: true, description: "The store to update." },
  {
    name: "product_info",
    type: "array",
    required: true,
    description: `1 to ${n(INVENTORY_BATCH_LIMIT)} items, each with the fields below.`,
  },
  {
    name: "product_info[].product_code",
    type: "string",
    required: true,
    description: "The barcode. Each code once per call.",
  },
  {
    name: "product_info[].stock",
    type: "whole number",
    required: true,
    description: `0 to ${n(MAX_STOCK)}. Replaces the stock (it is the count on the shelf now, not a change).`,
  },
  {
    name: "product_info[].selling_price",
    type: "number",
    required: true,
    description: `Rupees, more than 0 and at most ${n(MAX_SELLING_PRICE)}, with up to 2 decimals. A number, not a string.`,
  },
  {
    name: "product_info[].product_name",
    type: "string",
    description: `Up to ${MAX_PRODUCT_NAME} characters. Left unchanged when omitted; see the name rule above.`,
  },
  {
    name: "product_info[].unit",
    type: "string",
    description: `Pack size such as "500 g", up to ${MAX_UNIT} characters. Left unchanged when omitted.`,
  },
  {
    name: "product_info[].offer",
    type: "number",
    description: "Offer percent, 0 to 100. Left unchanged when omitted.",
  },
  { name: "product_info[].tax", type: "number", description: "Tax percent, 0 to 100. Left unchanged when omitted." },
];

export const updateResponseFields: Field[] = [
  {
    name: "success",
    type: "boolean",
    description: "true: the call was processed. Read Updated and error for the items.",
  },
  {
    name: "message",
    type: "string",
    description: `"${UPDATED_MESSAGE}" when at least one item was applied, "${NOTHING_UPDATED_MESSAGE}" when none was, "${DRY_RUN_MESSAGE}" on a dry run.`,
  },
  { name: "Updated", type: "number", description: "How many items were applied (on a dry run: would be applied)." },
  {
    name: "error",
    type: "array",
    description:
      "One entry per refused item: index (its position in product_info, from 0), product_code (null when missing), code and message.",
  },
  {
    name: "dry_run, changes",
    type: "true, array",
    description: "Dry run only: before and after of every valid item, and which fields change.",
  },
];
