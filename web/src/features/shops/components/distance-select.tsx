// The search radius, 1 to 10 km; the choice is remembered (default 5 km).
import { useId } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { DISTANCE_OPTIONS_KM, distanceChanged } from "../discovery-slice";
import { selectDistanceKm } from "../selectors";
import styles from "./distance-select.module.css";

export function DistanceSelect() {
  const dispatch = useAppDispatch();
  const km = useAppSelector(selectDistanceKm);
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className={styles.field} style={{ flex: "0 0 9rem" }}>
      <label htmlFor={id} className={styles.label}>
        {t("home.distance")}
      </label>
      <select
        id={id}
        className={styles.input}
        value={km}
        onChange={(e) => dispatch(distanceChanged(Number(e.target.value)))}
      >
        {DISTANCE_OPTIONS_KM.map((n) => (
          <option key={n} value={n}>
            {t("home.km", { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}
