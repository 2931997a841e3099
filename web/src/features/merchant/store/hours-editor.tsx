// Opening hours per weekday (India time) and the holiday dates of the store settings form.
import { useState } from "react";
import type { DayHoursView } from "@contract/console-settings";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

type Errors = Record<string, string>;
const DAY_KEYS = ["d0", "d1", "d2", "d3", "d4", "d5", "d6"] as const;

export function HoursEditor(props: {
  keep: boolean;
  hours: DayHoursView[];
  errors: Errors;
  onKeep: (keep: boolean) => void;
  onChange: (hours: DayHoursView[]) => void;
}) {
  const { t } = useTranslation();
  const set = (day: number, patch: Partial<DayHoursView>) =>
    props.onChange(props.hours.map((h) => (h.day === day ? { ...h, ...patch } : h)));
  return (
    <fieldset className={kit.section}>
      <legend>
        <h2>{t("merchantStore.settings.hours")}</h2>
      </legend>
      <p className={kit.hint}>{t("merchantStore.settings.hoursHint")}</p>
      <label className={kit.check}>
        <input type="checkbox" checked={props.keep} onChange={(e) => props.onKeep(e.target.checked)} />
        {t("merchantStore.settings.keepHours")}
      </label>
      {props.keep && (
        <div className={styles.days}>
          {props.hours.map((h, index) => {
            const dayName = t(`merchantStore.settings.days.${DAY_KEYS[h.day]}`);
            return (
              <div key={h.day} className={styles.day} role="group" aria-label={dayName}>
                <label className={kit.check}>
                  <input type="checkbox" checked={h.open} onChange={(e) => set(h.day, { open: e.target.checked })} />
                  {dayName}
                </label>
                <TextField
                  label={t("merchantStore.settings.opens")}
                  type="time"
                  value={h.from}
                  disabled={!h.open}
                  error={props.errors[`weekly_hours.${index}.from`]}
                  onChange={(e) => set(h.day, { from: e.target.value })}
                />
                <TextField
                  label={t("merchantStore.settings.closes")}
                  type="time"
                  value={h.to}
                  disabled={!h.open}
                  error={props.errors[`weekly_hours.${index}.to`]}
                  onChange={(e) => set(h.day, { to: e.target.value })}
                />
              </div>
            );
          })}
          {props.errors.weekly_hours && <p className={kit.error}>{props.errors.weekly_hours}</p>}
        </div>
      )}
    </fieldset>
  );
}

export function HolidaysEditor(props: { holidays: string[]; errors: Errors; onChange: (list: string[]) => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const error = Object.entries(props.errors).find(([path]) => path === "holidays" || path.startsWith("holidays."))?.[1];
  return (
    <fieldset className={kit.section}>
      <legend>
        <h2>{t("merchantStore.settings.holidays")}</h2>
      </legend>
      <p className={kit.hint}>{t("merchantStore.settings.holidaysHint")}</p>
      <ul className={styles.chips}>
        {props.holidays.map((d) => (
          <li key={d} className={styles.chip}>
            {d}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("merchantStore.settings.removeHoliday", { date: d })}
              onClick={() => props.onChange(props.holidays.filter((x) => x !== d))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className={kit.toolbar}>
        <TextField
          label={t("merchantStore.settings.holidayDate")}
          type="date"
          value={date}
          error={error}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!date || props.holidays.includes(date)}
          onClick={() => {
            props.onChange([...props.holidays, date].sort());
            setDate("");
          }}
        >
          {t("merchantStore.settings.addHoliday")}
        </Button>
      </div>
    </fieldset>
  );
}
