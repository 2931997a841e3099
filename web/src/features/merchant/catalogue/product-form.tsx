// The product's facts: name, Hindi name, brand, unit, category, description, facts rows, barcode,
// MFG/EXP (a date, Unknown or Not Applicable), tax and HSN; each field shows the server's message.
import { useId } from "react";
import { CloseIcon } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import { GST_SLABS } from "@contract/catalogue-constants";
import type { CategoryOption, ExpKind } from "./catalogue-api";
import type { ProductDraft } from "./product-draft";
import styles from "@/components/console/console-kit.module.css";

type Props = {
  draft: ProductDraft;
  onChange: (next: ProductDraft) => void;
  errors: Record<string, string>;
  categories: CategoryOption[] | null;
  /** The current category's path when the list did not load. */
  categoryPath?: string;
};

const EXP_CHOICES: { kind: ExpKind; label: "expDate" | "expUnknown" | "expNa" }[] = [
  { kind: "date", label: "expDate" },
  { kind: "unknown", label: "expUnknown" },
  { kind: "na", label: "expNa" },
];

export function ProductForm({ draft, onChange, errors, categories, categoryPath }: Props) {
  const { t } = useTranslation();
  const categoryId = useId();
  const expName = useId();
  const taxId = useId();
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => onChange({ ...draft, [key]: value });
  const field = (key: "name" | "name_hi" | "brand" | "unit" | "barcode" | "hsn") => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const setFact = (index: number, part: "name" | "value", value: string) =>
    set(
      "facts",
      draft.facts.map((f, i) => (i === index ? { ...f, [part]: value } : f)),
    );
  return (
    <div className={styles.grid}>
      <TextField label={t("merchantCatalogue.form.name")} required autoComplete="off" {...field("name")} />
      <TextField label={t("merchantCatalogue.form.nameHi")} lang="hi" autoComplete="off" {...field("name_hi")} />
      <TextField label={t("merchantCatalogue.form.brand")} autoComplete="off" {...field("brand")} />
      <TextField label={t("merchantCatalogue.form.unit")} hint={t("merchantCatalogue.form.unitHint")} autoComplete="off" {...field("unit")} />
      <div className={`${styles.select} ${styles.wide}`}>
        <label htmlFor={categoryId}>{t("merchantCatalogue.form.category")}</label>
        <select
          id={categoryId}
          value={draft.category_id}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={errors.category_id ? `${categoryId}-error` : undefined}
          onChange={(e) => set("category_id", e.target.value)}
        >
          <option value="">{t("merchantCatalogue.form.chooseCategory")}</option>
          {!categories && draft.category_id && <option value={draft.category_id}>{categoryPath ?? draft.category_id}</option>}
          {categories?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.path}
            </option>
          ))}
        </select>
        {errors.category_id && (
          <p id={`${categoryId}-error`} className={styles.error}>
            {localiseMessage(errors.category_id)}
          </p>
        )}
      </div>
      <TextField
        className={styles.wide}
        label={t("merchantCatalogue.form.description")}
        multiline
        rows={3}
        value={draft.description}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <fieldset className={`${styles.fieldset} ${styles.wide}`}>
        <legend>{t("merchantCatalogue.form.factsRows")}</legend>
        {draft.facts.map((fact, i) => (
          <div key={i} className={styles.factRow}>
            <TextField label={t("merchantCatalogue.form.factName")} value={fact.name} onChange={(e) => setFact(i, "name", e.target.value)} />
            <TextField label={t("merchantCatalogue.form.factValue")} value={fact.value} onChange={(e) => setFact(i, "value", e.target.value)} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("merchantCatalogue.form.removeFact", { n: i + 1 })}
              onClick={() => set("facts", draft.facts.filter((_, j) => j !== i))}
            >
              <CloseIcon />
            </Button>
          </div>
        ))}
        {errors.facts && <p className={styles.error}>{localiseMessage(errors.facts)}</p>}
        <div>
          <Button variant="secondary" size="sm" onClick={() => set("facts", [...draft.facts, { name: "", value: "" }])}>
            {t("merchantCatalogue.form.addFact")}
          </Button>
        </div>
      </fieldset>
      <TextField
        label={t("merchantCatalogue.form.mrp")}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={draft.mrp}
        error={errors.mrp}
        onChange={(e) => set("mrp", e.target.value)}
      />
      <TextField label={t("merchantCatalogue.form.barcode")} hint={t("merchantCatalogue.form.barcodeHint")} inputMode="numeric" autoComplete="off" {...field("barcode")} />
      <TextField
        label={t("merchantCatalogue.form.mfg")}
        type="date"
        value={draft.mfg_date}
        error={errors.mfg_date}
        onChange={(e) => set("mfg_date", e.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t("merchantCatalogue.form.expKind")}</legend>
        <div className={styles.radios}>
          {EXP_CHOICES.map(({ kind, label }) => (
            <label key={kind} className={styles.check}>
              <input type="radio" name={expName} checked={draft.exp_kind === kind} onChange={() => set("exp_kind", kind)} />
              {t(`merchantCatalogue.form.${label}`)}
            </label>
          ))}
        </div>
        {errors.exp_kind && <p className={styles.error}>{localiseMessage(errors.exp_kind)}</p>}
      </fieldset>
      {draft.exp_kind === "date" ? (
        <TextField
          label={t("merchantCatalogue.form.exp")}
          type="date"
          value={draft.exp_date}
          error={errors.exp_date}
          onChange={(e) => set("exp_date", e.target.value)}
        />
      ) : (
        <div />
      )}
      <div className={styles.select}>
        <label htmlFor={taxId}>{t("merchantCatalogue.form.tax")}</label>
        <select
          id={taxId}
          value={draft.tax_percent}
          aria-invalid={errors.tax_percent ? true : undefined}
          aria-describedby={errors.tax_percent ? `${taxId}-error` : undefined}
          onChange={(e) => set("tax_percent", e.target.value)}
        >
          <option value="">{t("merchantCatalogue.form.chooseTax")}</option>
          {GST_SLABS.map((slab) => (
            <option key={slab} value={String(slab)}>
              {slab}%
            </option>
          ))}
        </select>
        {errors.tax_percent && (
          <p id={`${taxId}-error`} className={styles.error}>
            {localiseMessage(errors.tax_percent)}
          </p>
        )}
      </div>
      <TextField label={t("merchantCatalogue.form.hsn")} inputMode="numeric" autoComplete="off" {...field("hsn")} />
    </div>
  );
}
