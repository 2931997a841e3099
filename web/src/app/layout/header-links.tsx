// The main header's links, drawn in the header's row on wide screens and in the menu sheet on phones.
import { Link, NavLink } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths, staticPaths } from "@/app/paths";
import { loginRequested, offersOpened, rewardsOpened } from "@/app/ui-slice";
import { GiftIcon, TagIcon } from "@/components/icons";
import { Badge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import { selectIsGuest } from "@/features/session/selectors";
import { useTranslation } from "@/lib/i18n";
import { SupportMenu } from "./support-menu";

type HeaderLinksProps = {
  offers: number;
  scratch: number;
  linkClassName: string;
  /** Called after a link or button is used (the menu sheet closes). */
  onChosen?: () => void;
};

/**
 * The rewards button's name comes from its content (no aria-label over it), so the count it shows is
 * part of the name: '3' seen, 'Rewards (3 new)' read (the badge's label).
 */
function RewardsName({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return <span className="visually-hidden">{t("header.rewards")}</span>;
  return <Badge label={t("header.rewardsNew", { count })}>{count}</Badge>;
}

export function HeaderLinks({ offers, scratch, linkClassName, onChosen }: HeaderLinksProps) {
  const dispatch = useAppDispatch();
  const guest = useAppSelector(selectIsGuest);
  // Guests see one card waiting, as an invitation to log in (spec part 1 section 2).
  const rewardsBadge = guest ? 1 : scratch;
  const chosen = () => onChosen?.();
  const { t } = useTranslation();
  return (
    <>
      <NavLink to={paths.home} className={linkClassName} onClick={chosen}>
        {t("header.shopping")}
      </NavLink>
      <button
        type="button"
        className={linkClassName}
        onClick={() => {
          chosen();
          dispatch(offersOpened());
        }}
      >
        <TagIcon />
        {t("header.offers")}
        {offers > 0 && <Badge label={t("header.offersCount", { count: offers })}>{offers}</Badge>}
      </button>
      <Link to={staticPaths.help} target="_blank" rel="noopener" className={linkClassName} onClick={chosen}>
        {t("header.help")}
      </Link>
      <Tooltip content={t("header.rewards")} side="bottom">
        <button
          type="button"
          className={linkClassName}
          onClick={() => {
            chosen();
            dispatch(guest ? loginRequested() : rewardsOpened());
          }}
        >
          <GiftIcon />
          <RewardsName count={rewardsBadge} />
        </button>
      </Tooltip>
      <Link to={staticPaths.partner} target="_blank" rel="noopener" className={linkClassName} onClick={chosen}>
        {t("header.businessEnquiry")}
      </Link>
      <SupportMenu triggerClassName={linkClassName} />
    </>
  );
}
