// /home: the customer's frequently bought products, each with the nearby shops stocking it now.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { selectIsGuest } from "@/features/session/selectors";
import { selectDeliveryCoords, selectSearchCoords } from "@/features/location";
import { frequentRequested } from "../find-slice";
import { selectDistanceKm, selectFrequent } from "../selectors";
import { FoundProductCard } from "./found-products";
import styles from "./found-products.module.css";

export function FrequentProducts() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const guest = useAppSelector(selectIsGuest);
  const { products } = useAppSelector(selectFrequent);
  // The points as text: the selectors build new objects on every call.
  const search = useAppSelector((s) => JSON.stringify(selectSearchCoords(s)));
  const delivery = useAppSelector((s) => JSON.stringify(selectDeliveryCoords(s)));
  const km = useAppSelector(selectDistanceKm);
  const where = `${search}|${delivery}|${km}`;

  useEffect(() => {
    if (!guest) dispatch(frequentRequested());
  }, [dispatch, guest, where]);

  if (guest || products.length === 0) return null;
  return (
    <section className={styles.frequent} aria-labelledby="frequent-title">
      <h2 id="frequent-title">{t("home.found.frequent")}</h2>
      <ul className={styles.list} aria-label={t("home.found.frequent")}>
        {products.map((p) => (
          <FoundProductCard key={p._id} product={p} note={t("home.found.ordered", { count: p.times_ordered })} />
        ))}
      </ul>
    </section>
  );
}
