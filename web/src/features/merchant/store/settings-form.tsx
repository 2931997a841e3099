// The store settings form of one shop: hours, holidays, delivery, cash on delivery, order features.
// Saved all at once; a refused value is shown at its field (the server names it).
import { useState, type FormEvent, type ReactNode } from "react";
import type { StoreSettings } from "@contract/console-settings";
import { DURATION_UNITS } from "@contract/console-settings-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { HolidaysEditor, HoursEditor } from "./hours-editor";
import { bodyOf, draftOf, type SettingsDraft } from "./settings-draft";
import { failureOf, storeApi } from "./store-api";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={kit.section}>
      <legend>
        <h2>{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}

function Check({ checked, onChange, children, disabled }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; disabled?: boolean }) {
  return (
    <label className={kit.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}

export function SettingsForm({ settings, onSaved }: { settings: StoreSettings; onSaved: (s: StoreSettings) => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<SettingsDraft>) => setD((cur) => ({ ...cur, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const saved = await storeApi.saveSettings(settings.shop_id, bodyOf(d, settings.temporarily_closed));
      setErrors({});
      setD(draftOf(saved));
      setMessage({ tone: "success", text: t("merchantStore.saved") });
      onSaved(saved);
    } catch (err) {
      const f = failureOf(err);
      setErrors(f.fields);
      setMessage({ tone: "error", text: Object.keys(f.fields).length ? `${t("merchantStore.settings.fixErrors")} ${f.message}` : f.message });
    } finally {
      setSaving(false);
    }
  }

  const unitSelect = (label: string, value: string, onChange: (u: SettingsDraft["localUnit"]) => void) => (
    <label className={styles.select}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as SettingsDraft["localUnit"])}>
        {DURATION_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`merchantStore.settings.units.${u}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className={kit.page} onSubmit={(e) => void submit(e)} noValidate>
      <HoursEditor keep={d.keepHours} hours={d.hours} errors={errors} onKeep={(keepHours) => set({ keepHours })} onChange={(hours) => set({ hours })} />
      <HolidaysEditor holidays={d.holidays} errors={errors} onChange={(holidays) => set({ holidays })} />
      <Section title={t("merchantStore.settings.delivery")}>
        <div className={kit.toolbar}>
          <TextField label={t("merchantStore.settings.radius")} type="number" inputMode="decimal" step="0.1" value={d.radius} error={errors.delivery_radius_km} onChange={(e) => set({ radius: e.target.value })} />
          <TextField label={t("merchantStore.settings.deliveryFrom")} type="time" value={d.deliveryFrom} error={errors["delivery_hours.from"]} onChange={(e) => set({ deliveryFrom: e.target.value })} />
          <TextField label={t("merchantStore.settings.deliveryTo")} type="time" value={d.deliveryTo} error={errors["delivery_hours.to"]} onChange={(e) => set({ deliveryTo: e.target.value })} />
        </div>
        <Check checked disabled onChange={() => undefined}>{t("merchantStore.settings.byShop")}</Check>
        <Check checked={d.pickup} onChange={(pickup) => set({ pickup })}>{t("merchantStore.settings.pickup")}</Check>
        <TextField label={t("merchantStore.settings.freeDelivery")} hint={t("merchantStore.settings.freeDeliveryHint")} type="number" inputMode="decimal" min="0" value={d.freeDelivery} error={errors.free_delivery_from} onChange={(e) => set({ freeDelivery: e.target.value })} />
        <div className={kit.toolbar}>
          <TextField label={t("merchantStore.settings.localTime")} type="number" inputMode="numeric" value={d.localDuration} error={errors["local_delivery.duration"]} onChange={(e) => set({ localDuration: e.target.value })} />
          {unitSelect(t("merchantStore.settings.unit"), d.localUnit, (localUnit) => set({ localUnit }))}
        </div>
        <div className={kit.toolbar}>
          <TextField label={t("merchantStore.settings.otherTime")} type="number" inputMode="numeric" value={d.otherDuration} error={errors["other_delivery.duration"]} onChange={(e) => set({ otherDuration: e.target.value })} />
          {unitSelect(t("merchantStore.settings.unit"), d.otherUnit, (otherUnit) => set({ otherUnit }))}
        </div>
        <p className={kit.hint}>{t("merchantStore.settings.arrivalHint")}</p>
        <div className={kit.toolbar}>
          <TextField label={t("merchantStore.settings.prepMinutes")} type="number" inputMode="numeric" min="0" step="1" value={d.prepMinutes} error={errors["arrival.prep_minutes"]} onChange={(e) => set({ prepMinutes: e.target.value })} />
          <TextField label={t("merchantStore.settings.speedKmh")} type="number" inputMode="numeric" min="5" step="1" value={d.speedKmh} error={errors["arrival.speed_kmh"]} onChange={(e) => set({ speedKmh: e.target.value })} />
        </div>
        <TextField label={t("merchantStore.settings.ordersPerHour")} hint={t("merchantStore.settings.ordersPerHourHint")} type="number" inputMode="numeric" min="1" max="500" step="1" value={d.ordersPerHour} error={errors.orders_per_hour} onChange={(e) => set({ ordersPerHour: e.target.value })} />
      </Section>
      <Section title={t("merchantStore.settings.cod")}>
        <Check checked={d.codOn} onChange={(codOn) => set({ codOn })}>{t("merchantStore.settings.codOn")}</Check>
        <Check checked={d.codLimited} disabled={!d.codOn} onChange={(codLimited) => set({ codLimited })}>{t("merchantStore.settings.codLimited")}</Check>
        {d.codOn && d.codLimited && (
          <TextField label={t("merchantStore.settings.codLimit")} type="number" inputMode="decimal" value={d.codLimit} error={errors["cod.limit"]} onChange={(e) => set({ codLimit: e.target.value })} />
        )}
      </Section>
      <Section title={t("merchantStore.settings.features")}>
        <Check checked={d.notes} onChange={(notes) => set({ notes })}>{t("merchantStore.settings.notes")}</Check>
        <Check checked={d.upload} onChange={(upload) => set({ upload })}>{t("merchantStore.settings.upload")}</Check>
      </Section>
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
      <div className={kit.actions}>
        <Button type="submit" loading={saving}>
          {t("merchantStore.save")}
        </Button>
      </div>
    </form>
  );
}
