// A titled group of shops with a help tooltip (a tap or click on "?" shows the help under the
// heading too: touch screens have no hover); the grid is padded to a multiple of 6 tiles.
import { memo, useState } from "react";
import type { ShopGroup } from "@contract/shops";
import { HelpIcon } from "@/components/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { useTranslation } from "@/lib/i18n";
import { placeholderCount } from "../grid";
import { ShopTile } from "./shop-tile";
import styles from "./shop-group.module.css";

type Props = { id: string; title: string; help: string; group: ShopGroup; emptyText: string };

export const ShopGroupSection = memo(function ShopGroupSection({ id, title, help, group, emptyText }: Props) {
  const { t } = useTranslation();
  const headingId = id;
  const helpId = `${id}-help`;
  const [helpShown, setHelpShown] = useState(false);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Tooltip content={help}>
          <button
            type="button"
            className={styles.help}
            aria-label={t("home.about", { group: title.replace(/:$/, "") })}
            aria-expanded={helpShown}
            aria-controls={helpId}
            onClick={() => setHelpShown((shown) => !shown)}
          >
            <HelpIcon width={18} height={18} />
          </button>
        </Tooltip>
      </div>
      {helpShown && (
        <p id={helpId} className={styles.helpText}>
          {help}
        </p>
      )}
      {group.shops.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.grid} aria-labelledby={headingId}>
          {group.shops.map((shop) => (
            <ShopTile key={shop._id} shop={shop} />
          ))}
          {Array.from({ length: placeholderCount(group.shops.length) }, (_, i) => (
            <li key={`placeholder-${i}`} className={styles.placeholder} aria-hidden="true" data-placeholder="true" />
          ))}
        </ul>
      )}
    </section>
  );
});
