// /home: the delivery and product-search locations, the distance, and the four shop groups.
import { useDeferredValue, useEffect } from "react";
import { Link } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { staticPaths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { homeOpened, noNearbyDismissed, warningDismissed, type GroupKey } from "../discovery-slice";
import { GpsErrorAlert, LocationField, selectBothLocationsSet } from "@/features/location";
import { selectDiscovery } from "../selectors";
import { DistanceSelect } from "../components/distance-select";
import { GROUPS } from "../components/home-messages";
import { ShopGroupSection } from "../components/shop-group";
import { FrequentProducts } from "../components/frequent-products";
import styles from "./home-page.module.css";

const NEARBY: GroupKey[] = ["public", "private", "branded"];

function ShopGroups() {
  const dispatch = useAppDispatch();
  const { groups: latest, request, noNearbyDismissed: dismissed } = useAppSelector(selectDiscovery);
  // The groups draw in a render React may pause (every few ms, for input and paint) instead of
  // one long task as the shops' answer arrives; until then the previous groups stay.
  const groups = useDeferredValue(latest);
  const { t } = useTranslation();
  if (!groups)
    return latest || request.status === "sending" ? <Loader label={t("home.finding")} /> : null;
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
              {t("home.becomeMerchant")}
            </Link>
          }
        >
          {t("home.messages.noNearbyShops")}
        </Alert>
      )}
      {shown.map((g) => (
        <ShopGroupSection
          key={g.key}
          id={`group-${g.key}`}
          title={t(g.title)}
          help={t(g.help)}
          group={groups[g.key]}
          emptyText={t(g.empty)}
        />
      ))}
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("header.shopping"));
  const dispatch = useAppDispatch();
  const bothSet = useAppSelector(selectBothLocationsSet);
  const { warningDismissed: warningHidden } = useAppSelector(selectDiscovery);

  useEffect(() => {
    dispatch(homeOpened());
  }, [dispatch]);

  return (
    <div className="page">
      <h1 className="visually-hidden">{t("header.shopping")}</h1>
      {!warningHidden && (
        <Alert tone="warning" onDismiss={() => dispatch(warningDismissed())}>
          {t("home.messages.warning")}
        </Alert>
      )}
      <section className={styles.locations} aria-label={t("home.locations")}>
        <LocationField field="delivery" label={t("home.delivery")} placeholder={t("home.deliveryPlaceholder")} />
        <LocationField field="search" label={t("home.search")} placeholder={t("home.searchPlaceholder")} />
        <DistanceSelect />
      </section>
      <GpsErrorAlert />
      {bothSet ? <ShopGroups /> : <Alert tone="info">{t("home.messages.locationUnset")}</Alert>}
      {bothSet && <FrequentProducts />}
    </div>
  );
}
