// The field tables of the document page. Limits come from the shared contract, so the page states
// the numbers the server enforces. Names and JSON types are shown as they are; each meaning is a
// text of the apiDocs area (lib/i18n/texts/apiDocs) with the numbers it states.
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
import type { TranslationKey } from "@/lib/i18n";

export type Field = {
  name: string;
  type: string;
  required?: boolean;
  description: TranslationKey;
  values?: Record<string, string | number>;
};

const n = (value: number) => value.toLocaleString("en-IN");

export const readRequestFields: Field[] = [
  { name: "store_key", type: "string", required: true, description: "apiDocs.fields.readRequest.store_key" },
  {
    name: "prod_codes",
    type: "array of strings",
    required: true,
    description: "apiDocs.fields.readRequest.prod_codes",
    values: { limit: n(INVENTORY_BATCH_LIMIT) },
  },
];

export const readResponseFields: Field[] = [
  { name: "success", type: "boolean", description: "apiDocs.fields.readResponse.success" },
  { name: "data", type: "array", description: "apiDocs.fields.readResponse.data" },
  { name: "data[].selling_price", type: "number", description: "apiDocs.fields.readResponse.sellingPrice" },
  { name: "data[].offer, data[].tax", type: "number", description: "apiDocs.fields.readResponse.offerTax" },
  { name: "not_found", type: "array of strings", description: "apiDocs.fields.readResponse.notFound" },
];

export const updateRequestFields: Field[] = [
  { name: "store_key", type: "string", required: true, description: "apiDocs.fields.updateRequest.store_key" },
  {
    name: "product_info",
    type: "array",
    required: true,
    description: "apiDocs.fields.updateRequest.product_info",
    values: { limit: n(INVENTORY_BATCH_LIMIT) },
  },
  {
    name: "product_info[].product_code",
    type: "string",
    required: true,
    description: "apiDocs.fields.updateRequest.code",
  },
  {
    name: "product_info[].stock",
    type: "whole number",
    required: true,
    description: "apiDocs.fields.updateRequest.stock",
    values: { max: n(MAX_STOCK) },
  },
  {
    name: "product_info[].selling_price",
    type: "number",
    required: true,
    description: "apiDocs.fields.updateRequest.sellingPrice",
    values: { max: n(MAX_SELLING_PRICE) },
  },
  {
    name: "product_info[].product_name",
    type: "string",
    description: "apiDocs.fields.updateRequest.name",
    values: { max: MAX_PRODUCT_NAME },
  },
  {
    name: "product_info[].unit",
    type: "string",
    description: "apiDocs.fields.updateRequest.unit",
    values: { max: MAX_UNIT },
  },
  { name: "product_info[].offer", type: "number", description: "apiDocs.fields.updateRequest.offer" },
  { name: "product_info[].tax", type: "number", description: "apiDocs.fields.updateRequest.tax" },
];

export const updateResponseFields: Field[] = [
  { name: "success", type: "boolean", description: "apiDocs.fields.updateResponse.success" },
  {
    name: "message",
    type: "string",
    description: "apiDocs.fields.updateResponse.message",
    values: { updated: UPDATED_MESSAGE, nothing: NOTHING_UPDATED_MESSAGE, dryRun: DRY_RUN_MESSAGE },
  },
  { name: "Updated", type: "number", description: "apiDocs.fields.updateResponse.updated" },
  { name: "error", type: "array", description: "apiDocs.fields.updateResponse.error" },
  { name: "dry_run, changes", type: "true, array", description: "apiDocs.fields.updateResponse.dryRun" },
];
