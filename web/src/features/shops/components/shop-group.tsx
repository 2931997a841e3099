// A titled group of shops with a help tooltip; the grid is padded to a multiple of 6 tiles.
import type { ShopGroup } from "@contract/shops";
import { HelpIcon } from "@/components/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { placeholderCount } from "../grid";
import { ShopTile } from "./shop-tile";
import styles from "./shop-group.module.css";

type Props = { title: string; help: string; group: ShopGroup; emptyText: string };

export function ShopGroupSection({ title, help, group, emptyText }: Props) {
  const headingId = `group-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Tooltip content={help}>
          <button type="button" className={styles.help} aria-label={`About ${title.replace(/:$/, "")}`}>
            <HelpIcon width={18} height={18} />
          </button>
        </Tooltip>
      </div>
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
}
