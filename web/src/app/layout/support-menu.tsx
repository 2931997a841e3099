import { useAppDispatch } from "@/app/hooks";
import { supportOpened } from "@/app/ui-slice";
import { ChevronDownIcon } from "@/components/icons";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/menu";
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_VOICE_HOURS } from "@/lib/contact";

/** Support: the phone number with voice hours, email, and the support form. */
export function SupportMenu({ triggerClassName }: { triggerClassName?: string }) {
  const dispatch = useAppDispatch();
  return (
    <Menu
      trigger={
        <button type="button" className={triggerClassName}>
          Support
          <ChevronDownIcon width={16} height={16} />
        </button>
      }
    >
      <MenuLabel>Voice support {SUPPORT_VOICE_HOURS}</MenuLabel>
      <MenuItem asChild>
        <a href={`tel:${SUPPORT_PHONE.tel}`}>Call {SUPPORT_PHONE.display}</a>
      </MenuItem>
      <MenuItem asChild>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => dispatch(supportOpened())}>Send us a message</MenuItem>
    </Menu>
  );
}
