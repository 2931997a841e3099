// The partner enquiry form: six required fields and the captcha; Submit stays blocked while any is
// empty. A sent enquiry opens the 'Enquiry' dialog (Ok) and clears the form.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { EnquiryBody } from "@contract/enquiry";
import { ENQUIRY_MESSAGES } from "@contract/enquiry-constants";
import { cityLabel } from "@contract/merchant-service-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
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

export const REQUIRED: Record<Field, string> = {
  business_name: ENQUIRY_MESSAGES.businessNameRequired,
  name: ENQUIRY_MESSAGES.nameRequired,
  contact_num: ENQUIRY_MESSAGES.contactRequired,
  email_id: ENQUIRY_MESSAGES.emailRequired,
  shop_category: ENQUIRY_MESSAGES.categoryRequired,
  city: ENQUIRY_MESSAGES.cityRequired,
  captcha_key: ENQUIRY_MESSAGES.captchaRequired,
};

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function EnquiryForm() {
  const dispatch = useAppDispatch();
  const partner = useAppSelector(selectPartner);
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
  const anyMissing = (Object.keys(EMPTY) as Field[]).some(missing);
  const errorOf = (field: Field) => (touched[field] && missing(field) ? REQUIRED[field] : null);

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
  const cityOptions = useMemo(
    () => partner.cities.map((l) => ({ value: cityLabel(l), label: cityLabel(l) })),
    [partner.cities],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(EMPTY).map((f) => [f, true])));
    if (anyMissing || !partner.captcha) return;
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
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Partner enquiry">
        <TextField
          label="Shop / Business name"
          autoComplete="organization"
          maxLength={120}
          {...bind("business_name")}
        />
        <TextField label="Owner name" autoComplete="name" maxLength={120} {...bind("name")} />
        <TextField
          label="Owner Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...bind("contact_num")}
        />
        <TextField label="Owner Email Id" type="email" autoComplete="email" maxLength={120} {...bind("email_id")} />
        <SelectField
          label="Shop category"
          placeholder="Choose a category"
          options={categoryOptions}
          {...bind("shop_category")}
        />
        <SelectField label="City" placeholder="Choose a city" options={cityOptions} {...bind("city")} />
        <div className={styles.captcha}>
          {partner.captcha ? (
            <img
              src={svgSource(partner.captcha.svg)}
              alt="Captcha: type the characters shown"
              width={150}
              height={50}
            />
          ) : (
            <span className={styles.captchaPending}>
              {partner.captchaRequest.status === "error" ? "The captcha did not load." : "Loading captcha…"}
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={() => dispatch(captchaRequested())}>
            New captcha
          </Button>
        </div>
        <TextField
          label="Captcha"
          autoComplete="off"
          maxLength={16}
          {...bind("captcha_key")}
          error={partner.captchaError ?? errorOf("captcha_key")}
        />
        <Button type="submit" disabled={anyMissing || !partner.captcha} loading={partner.submit.status === "sending"}>
          Submit
        </Button>
      </form>
      <Dialog
        open={partner.sentMessage !== null}
        onOpenChange={(open) => !open && dispatch(enquiryDialogClosed())}
        title="Enquiry"
        description={partner.sentMessage}
        size="sm"
        hideCloseButton
        actions={<Button onClick={() => dispatch(enquiryDialogClosed())}>Ok</Button>}
      />
    </>
  );
}
