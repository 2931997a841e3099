// The operations console's roles and which areas each opens (values in ops-roles-constants.ts,
// which the web reads without zod).
export * from "./ops-roles-constants";
