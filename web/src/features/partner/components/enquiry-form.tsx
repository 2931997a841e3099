// The partner enquiry form: six required fields and the captcha; Submit stays blocked while any is
// empty, and says so: a note under it names the missing fields, and pressing it marks them and
// moves focus to the first. The captcha is a picture of characters, or (its text alternative) a
// small sum to answer. A sent enquiry opens the 'Enquiry' dialog (Ok) and clears the form.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { EnquiryBody } from "@contract/enquiry";
import { cityLabel } from "@contract/merchant-service-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import { captchaAnswerChanged, captchaRequested, enquiryDialogClosed, enquirySubmitted, selectPartner } from "../slice";
import { SelectField } from "./select-field";
import styles from "./enquiry-form.module.css";

type Field = "business_name" | "name" | "contact_num" | "email_id" | "shop_category" | "city" | "captcha_key";
type Values = Record<Field, string>;

const EMPTY: Values = {
  business_name: "",
  name: "",
  contact_num: "",
  email_id: "",
  shop_category: "",
  city: "",
  captcha_key: "",
};

/** Each field's label (the missing-fields note names them by it). */
const LABELS: Record<Field, TranslationKey> = {
  business_name: "partner.businessName",
  name: "partner.ownerName",
  contact_num: "partner.contact",
  email_id: "partner.email",
  shop_category: "partner.category",
  city: "partner.city",
  captcha_key: "partner.captcha",
};

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function EnquiryForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const partner = useAppSelector(selectPartner);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  // A sent enquiry clears the form.
  useEffect(() => {
    if (partner.sentCount === 0) return;
    setValues(EMPTY);
    setTouched({});
  }, [partner.sentCount]);

  // A refused captcha is replaced by a new one: the old answer goes with it.
  useEffect(() => {
    setValues((v) => ({ ...v, captcha_key: "" }));
  }, [partner.captcha?.captcha_id]);

  const missing = (field: Field) => values[field].trim() === "";
  const missingFields = (Object.keys(EMPTY) as Field[]).filter(missing);
  const anyMissing = missingFields.length > 0;
  const blocked = anyMissing || !partner.captcha;
  const errorOf = (field: Field) => (touched[field] && missing(field) ? t(`partner.required.${field}`) : null);

  // A blocked Submit moves focus to the first field that needs filling.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempts]);

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (field === "captcha_key") dispatch(captchaAnswerChanged());
    },
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: errorOf(field),
  });

  const categoryOptions = useMemo(() => partner.categories.map((c) => ({ value: c, label: c })), [partner.categories]);
  const question = partner.captcha?.question;
  const missingId = "enquiry-missing";
  const cityOptions = useMemo(
    () => partner.cities.map((l) => ({ value: cityLabel(l), label: cityLabel(l) })),
    [partner.cities],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(EMPTY).map((f) => [f, true])));
    if (blocked || !partner.captcha) {
      setAttempts((n) => n + 1);
      return;
    }
    const body: EnquiryBody = {
      business_name: values.business_name.trim(),
      name: values.name.trim(),
      contact_num: values.contact_num.trim(),
      email_id: values.email_id.trim(),
      shop_category: values.shop_category,
      city: values.city,
      captcha_id: partner.captcha.captcha_id,
      captcha_key: values.captcha_key.trim(),
    };
    dispatch(enquirySubmitted(body));
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t("partner.form")}>
        <TextField
          label={t("partner.businessName")}
          autoComplete="organization"
          maxLength={120}
          {...bind("business_name")}
        />
        <TextField label={t("partner.ownerName")} autoComplete="name" maxLength={120} {...bind("name")} />
        <TextField
          label={t("partner.contact")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...bind("contact_num")}
        />
        <TextField label={t("partner.email")} type="email" autoComplete="email" maxLength={120} {...bind("email_id")} />
        <SelectField
          label={t("partner.category")}
          placeholder={t("partner.chooseCategory")}
          options={categoryOptions}
          {...bind("shop_category")}
        />
        <SelectField
          label={t("partner.city")}
          placeholder={t("partner.chooseCity")}
          options={cityOptions}
          {...bind("city")}
        />
        <div className={styles.captcha}>
          {question ? null : partner.captcha ? (
            <img src={svgSource(partner.captcha.svg)} alt={t("partner.captchaImage")} width={150} height={50} />
          ) : (
            <span className={styles.captchaPending}>
              {partner.captchaRequest.status === "error" ? t("partner.captchaFailed") : t("partner.captchaLoading")}
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={() => dispatch(captchaRequested(partner.captchaKind))}>
            {t("partner.newCaptcha")}
          </Button>
          <Button
            variant="link"
            size="sm"
            onClick={() => dispatch(captchaRequested(partner.captchaKind === "question" ? "image" : "question"))}
          >
            {partner.captchaKind === "question" ? t("partner.usePicture") : t("partner.useQuestion")}
          </Button>
        </div>
        <TextField
          label={t("partner.captcha")}
          autoComplete="off"
          inputMode={question ? "numeric" : undefined}
          maxLength={16}
          // The question captcha's text is the field's hint, read out with it.
          hint={question ? <span className={styles.question}>{t("partner.question", question)}</span> : undefined}
          {...bind("captcha_key")}
          error={partner.captchaError ?? errorOf("captcha_key")}
        />
        {/* Blocked, not disabled: a disabled button could not say why. */}
        <Button
          type="submit"
          aria-disabled={blocked || undefined}
          aria-describedby={anyMissing ? missingId : undefined}
          loading={partner.submit.status === "sending"}
        >
          {t("partner.submit")}
        </Button>
        {anyMissing && (
          <p id={missingId} className={styles.missing}>
            {t("partner.missing", { fields: missingFields.map((f) => t(LABELS[f])).join(", ") })}
          </p>
        )}
      </form>
      <Dialog
        open={partner.sentMessage !== null}
        onOpenChange={(open) => !open && dispatch(enquiryDialogClosed())}
        title={t("partner.enquiryTitle")}
        description={partner.sentMessage}
        size="sm"
        hideCloseButton
        actions={<Button onClick={() => dispatch(enquiryDialogClosed())}>{t("common.ok")}</Button>}
      />
    </>
  );
}
