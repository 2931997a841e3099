// /home: the delivery and product-search locations, the distance, and the four shop groups.
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { staticPaths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { homeOpened, noNearbyDismissed, warningDismissed, type GroupKey } from "../discovery-slice";
import { GpsErrorAlert, LocationField, selectBothLocationsSet } from "@/features/location";
import { selectDiscovery } from "../selectors";
import { DistanceSelect } from "../components/distance-select";
import { GROUPS, HOME_MESSAGES } from "../components/home-messages";
import { ShopGroupSection } from "../components/shop-group";
import { FrequentProducts } from "../components/frequent-products";
import styles from "./home-page.module.css";

const NEARBY: GroupKey[] = ["public", "private", "branded"];

function ShopGroups() {
  const dispatch = useAppDispatch();
  const { groups, request, noNearbyDismissed: dismissed } = useAppSelector(selectDiscovery);
  if (!groups) return request.status === "sending" ? <Loader label="Finding shops near you…" /> : null;
  const noneNearby = NEARBY.every((k) => groups[k].shops.length === 0);
  const shown = noneNearby ? GROUPS.filter((g) => g.key === "global") : GROUPS;
  return (
    <div aria-busy={request.status === "sending" || undefined}>
      {noneNearby && !dismissed && (
        <Alert
          tone="info"
          onDismiss={() => dispatch(noNearbyDismissed())}
          action={
            <Link to={staticPaths.partner} target="_blank" rel="noopener">
              Become a Galli merchant
            </Link>
          }
        >
          {HOME_MESSAGES.noNearbyShops}
        </Alert>
      )}
      {shown.map((g) => (
        <ShopGroupSection key={g.key} title={g.title} help={g.help} group={groups[g.key]} emptyText={g.empty} />
      ))}
    </div>
  );
}

export function HomePage() {
  useDocumentTitle("Shopping");
  const dispatch = useAppDispatch();
  const bothSet = useAppSelector(selectBothLocationsSet);
  const { warningDismissed: warningHidden } = useAppSelector(selectDiscovery);

  useEffect(() => {
    dispatch(homeOpened());
  }, [dispatch]);

  return (
    <div className="page">
      <h1 className="visually-hidden">Shopping</h1>
      {!warningHidden && (
        <Alert tone="warning" onDismiss={() => dispatch(warningDismissed())}>
          {HOME_MESSAGES.warning}
        </Alert>
      )}
      <section className={styles.locations} aria-label="Locations">
        <LocationField field="delivery" label="Delivery Location" placeholder="Where should we deliver?" />
        <LocationField field="search" label="Search Location" placeholder="Where should we look for shops?" />
        <DistanceSelect />
      </section>
      <GpsErrorAlert />
      {bothSet ? <ShopGroups /> : <Alert tone="info">{HOME_MESSAGES.locationUnset}</Alert>}
      {bothSet && <FrequentProducts />}
    </div>
  );
}
