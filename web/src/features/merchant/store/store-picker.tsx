import { useId } from "react";
import type { ConsoleStore } from "@contract/console-stock";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import styles from "./store.module.css";

/** A store chooser, shown only when the merchant has more than one store. */
export function StorePicker({ stores, value, onChange }: { stores: ConsoleStore[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  if (stores.length < 2) return null;
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t("merchantStore.store")}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {stores.map((s) => (
          <option key={s.store_id} value={s.store_id}>
            {s.shop_name} · {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
