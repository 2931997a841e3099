// The merchant console's privileges and built-in roles (values in console-roles-constants.ts, which
// the web reads without zod).
export * from "./console-roles-constants";
