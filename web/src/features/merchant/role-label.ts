// A member's role as shown: a built-in role's name in the page's language, a custom role's own name.
import type { TFunction } from "i18next";
import { isBuiltInRole } from "@contract/console-roles-constants";

export function roleLabel(t: TFunction, member: { role: string; role_name: string }): string {
  return isBuiltInRole(member.role) ? t(`merchantCore.roles.${member.role}`) : member.role_name;
}
