// "Sold by": the selling shop's legal name, address and GSTIN (Consumer Protection (E-Commerce)
// Rules 2020), shown on a product's detail and on an order.
import { useId } from "react";
import type { SellerDetails as Seller } from "@contract/common";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/grievance";
import styles from "./seller-details.module.css";

export function SellerDetails({ seller }: { seller: Seller | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  if (!seller) return null;
  return (
    <section className={styles.seller} aria-labelledby={id}>
      <h3 id={id}>{t("grievance.seller.title")}</h3>
      <dl className={styles.list}>
        <dt>{t("grievance.seller.legalName")}</dt>
        <dd>{seller.legal_name}</dd>
        <dt>{t("grievance.seller.address")}</dt>
        <dd>{seller.address}</dd>
        <dt>{t("grievance.seller.gstin")}</dt>
        <dd>{seller.gstin ?? t("grievance.seller.notRegistered")}</dd>
      </dl>
    </section>
  );
}
