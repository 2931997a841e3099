import type { ComponentPropsWithRef } from "react";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";

type MobileFieldProps = Omit<ComponentPropsWithRef<"input">, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
};

/** An Indian mobile number: the dialing code is fixed at +91, so only the 10 digits are typed. */
export function MobileField({ value, onChange, error, label, ...rest }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t("auth.mobile")}
      hint={t("auth.mobileHint")}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^0-9]/g, ""))}
      error={error}
      {...rest}
    />
  );
}

type CodeFieldProps = Omit<ComponentPropsWithRef<"input">, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label: string;
};

/** A 6-digit one-time code. */
export function CodeField({ value, onChange, error, label, ...rest }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^0-9]/g, ""))}
      error={error}
      {...rest}
    />
  );
}
