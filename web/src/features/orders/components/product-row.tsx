// One product of an order: price and quantity, the verification radios (enabled once delivered,
// disabled for cancelled and denied orders; after Submit, Undelivered and Replacement stay open for
// a product received as delivered while the replacement window has days left and the product has
// no request yet), the replacement form, and the product review button.
import { useEffect, useState } from "react";
import type { OrderDetails, OrderProduct } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees } from "@/lib/money";
import { productReviewOpened } from "../flow-slice";
import { verifyProductRequested, type VerifyInput } from "../order-slice";
import { selectVerifyRequest } from "../selectors";
import { productImageUrl, replacementDaysLeft, type OrderListName } from "../status";
import { escalationLabel } from "./order-texts";
import { ReplacementDialog, type ReplacementValue } from "./replacement-dialog";
import styles from "./orders.module.css";
import { ORDER_STATUS, VERIFY_STATUS, ESCALATION_STATUS } from "@contract/orders-constants";
import { productName } from "@/lib/product-name";

const CHOICES = [
  { value: 1, label: "orderCare.product.delivered" },
  { value: 2, label: "orderCare.product.undelivered" },
  { value: 3, label: "orderCare.product.replacement" },
] as const;

type Props = { order: OrderDetails; product: OrderProduct; list: OrderListName };

export function ProductRow({ order, product, list }: Props) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const request = useAppSelector(selectVerifyRequest(product.id));
  const [replacing, setReplacing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const days = replacementDaysLeft(order.shop.replacement);
  const beforeSubmit = order.status === ORDER_STATUS.delivered;
  // After Submit 'Delivered' is already the answer: it can only turn into a request, once.
  const afterSubmit =
    order.status === ORDER_STATUS.verified &&
    days > 0 &&
    product.verify_status === VERIFY_STATUS.delivered &&
    product.escalation_status === ESCALATION_STATUS.none;
  const enabled = beforeSubmit || afterSubmit;
  const sending = request?.status === "sending";

  useEffect(() => {
    if (submitted && request?.status === "done") {
      setSubmitted(false);
      setReplacing(false);
    }
  }, [submitted, request?.status]);

  const send = (input: Pick<VerifyInput, "verifyStatus"> & Partial<VerifyInput>) =>
    dispatch(
      verifyProductRequested({
        list,
        orderId: order._id,
        productId: product.id,
        categoryId: order.category_id,
        storeId: order.store_id,
        ...input,
      }),
    );
  const choose = (value: 1 | 2 | 3) => {
    if (value === 1) send({ verifyStatus: 1 });
    else if (value === 2) send({ verifyStatus: 2, qty: product.qty });
    else setReplacing(true);
  };
  const replace = (v: ReplacementValue) => {
    setSubmitted(true);
    send({ verifyStatus: 3, qty: v.qty, reason: v.reason, message: v.message, files: v.files });
  };

  const canReview =
    list === "history" &&
    order.status === ORDER_STATUS.verified &&
    product.verify_status === VERIFY_STATUS.delivered &&
    days > 0 &&
    !product.reviewed;
  return (
    <li className={styles.product} aria-label={productName(product)}>
      <img className={styles.productImage} src={productImageUrl(product.image.name)} alt="" width={64} height={64} />
      <div className={styles.form}>
        <div>
          <strong>{productName(product)}</strong> <span className={styles.muted}>{product.unit}</span>
          <p className={styles.muted}>
            {product.qty} × {formatRupees(product.net_price)} = {formatRupees(product.qty * product.net_price)}
          </p>
        </div>
        <fieldset className={styles.radios} disabled={!enabled || sending}>
          <legend className="visually-hidden">{t("orderCare.product.verify", { name: productName(product) })}</legend>
          {CHOICES.map((c) => (
            <label key={c.value} className={styles.radio}>
              <input
                type="radio"
                name={`verify-${product.id}`}
                value={c.value}
                checked={replacing ? c.value === 3 : product.verify_status === c.value}
                disabled={afterSubmit && c.value === VERIFY_STATUS.delivered}
                onChange={() => choose(c.value)}
              />
              {t(c.label)}
            </label>
          ))}
        </fieldset>
        {product.verify_status === VERIFY_STATUS.undelivered && beforeSubmit && (
          <label className={styles.radio}>
            {t("orderCare.product.undeliveredQty")}
            <select
              value={product.escalated_qty}
              onChange={(e) => send({ verifyStatus: 2, qty: Number(e.target.value) })}
            >
              {Array.from({ length: product.qty }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {product.escalation_status > ESCALATION_STATUS.none &&
          (product.verify_status === VERIFY_STATUS.undelivered ||
            product.verify_status === VERIFY_STATUS.replacement) && (
            <p>
              {product.verify_status === VERIFY_STATUS.replacement
                ? t("orderCare.product.replacementRequested")
                : t("orderCare.product.undeliveredRequest")}{" "}
              ({product.escalated_qty}) · {escalationLabel(product.escalation_status)} ·{" "}
              <span className={styles.refund}>-{formatRupees(product.refund_value)}</span>
            </p>
          )}
        {canReview && (
          <Button
            size="sm"
            variant="accent"
            onClick={() =>
              dispatch(
                productReviewOpened({
                  orderId: order._id,
                  productId: product.product_id,
                  categoryId: order.category_id,
                }),
              )
            }
          >
            {t("orderCare.product.writeReview")}
          </Button>
        )}
      </div>
      {replacing && (
        <ReplacementDialog
          product={product}
          open
          sending={sending}
          onCancel={() => {
            setSubmitted(false);
            setReplacing(false);
          }}
          onSubmit={replace}
        />
      )}
    </li>
  );
}
