import { Link } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { paths } from "@/app/paths";
import { supportOpened } from "@/app/ui-slice";
import { ChevronDownIcon } from "@/components/icons";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/menu";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact";
import { useTranslation } from "@/lib/i18n";

/** Support: the phone number with voice hours, email, and the support form. */
export function SupportMenu({ triggerClassName }: { triggerClassName?: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <Menu
      trigger={
        <button type="button" className={triggerClassName}>
          {t("supportMenu.title")}
          <ChevronDownIcon width={16} height={16} />
        </button>
      }
    >
      <MenuLabel>{t("header.voiceSupport", { hours: t("header.voiceHours") })}</MenuLabel>
      <MenuItem asChild>
        <a href={`tel:${SUPPORT_PHONE.tel}`}>{t("supportMenu.call", { phone: SUPPORT_PHONE.display })}</a>
      </MenuItem>
      <MenuItem asChild>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t("supportMenu.email", { email: SUPPORT_EMAIL })}</a>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => dispatch(supportOpened())}>{t("supportMenu.message")}</MenuItem>
      <MenuItem asChild>
        <Link to={paths.support}>{t("supportMenu.tickets")}</Link>
      </MenuItem>
    </Menu>
  );
}
