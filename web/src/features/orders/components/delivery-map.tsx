// The way to the customer's door as an inline SVG: the shop, the delivery person (once a position
// is known) and the home, scaled to fit, with the distance left. Drawn here, so by default it needs
// no map service and nothing leaves the page; where the server names a tile server (MAP_TILES_URL)
// the same drawing lies over its tiles, in their projection, with their credit.
import { useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/money";
import { distanceLeftKm, layoutMap, layoutTiles, type MapPoint, type MapTile, type TrackingDelivery } from "../delivery";
import { selectMapTiles } from "../selectors";
import styles from "./delivery.module.css";

function Pin({ at, label, className }: { at: MapPoint; label: string; className: string }) {
  return (
    <g className={className}>
      <circle cx={at.x} cy={at.y} r={8} />
      <text x={at.x} y={at.y - 12} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export function DeliveryMap({ delivery }: { delivery: TrackingDelivery }) {
  const { t } = useTranslation();
  const tiles = useAppSelector(selectMapTiles);
  const map: ReturnType<typeof layoutMap> & { tiles?: MapTile[] } = tiles
    ? layoutTiles(delivery, tiles.url)
    : layoutMap(delivery);
  const km = formatNumber(Math.round(distanceLeftKm(delivery) * 10) / 10);
  const from = map.agent ?? map.shop;
  const label = `${t(map.agent ? "orders.delivery.mapWithAgent" : "orders.delivery.map")}. ${t(
    "orders.delivery.distanceLeft",
    { km },
  )}`;
  return (
    <figure className={styles.map}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${map.width} ${map.height}`}
        width="100%"
        data-testid="delivery-map"
      >
        <rect width={map.width} height={map.height} className={styles.ground} />
        {map.tiles?.map((tile) => (
          <image
            key={tile.href}
            href={tile.href}
            x={tile.x}
            y={tile.y}
            width={tile.size}
            height={tile.size}
            data-testid="map-tile"
          />
        ))}
        <line x1={map.shop.x} y1={map.shop.y} x2={map.home.x} y2={map.home.y} className={styles.route} />
        {map.agent && (
          <line x1={from.x} y1={from.y} x2={map.home.x} y2={map.home.y} className={styles.left} />
        )}
        <Pin at={map.shop} label={t("orders.delivery.shop")} className={styles.shop} />
        <Pin at={map.home} label={t("orders.delivery.home")} className={styles.home} />
        {map.agent && <Pin at={map.agent} label={t("orders.delivery.rider")} className={styles.agent} />}
      </svg>
      <figcaption>
        {t("orders.delivery.distanceLeft", { km })}
        {tiles?.attribution && <small className={styles.credit}>{tiles.attribution}</small>}
      </figcaption>
    </figure>
  );
}
