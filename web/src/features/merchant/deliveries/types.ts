// A delivery member's trip as GET /merchant/api/deliveries answers it (money in paise).
export type Trip = {
  /** The id the console's other order routes take. */
  order_id: string;
  order_no: string;
  status: number;
  delivery_state: string | null;
  customer_name: string;
  customer_phone: string;
  address: { street: string; area: string; zipcode: string; landmark: string | null };
  lat: number;
  lng: number;
  directions_url: string;
  /** From the store. */
  distance_km: number;
  /** Paise; 0 for an order paid online. */
  cash_to_collect: number;
  cash_collected: number | null;
  notes: string | null;
  items: number;
  store_name: string;
};

export type DeliverBody = { code: string; cash_collected?: number; cash_reason?: string };

/** What a member does to a trip that the phone keeps while offline and sends later. */
export type QueuedAction =
  | { key: string; orderId: string; orderNo: string; kind: "pickup" }
  | { key: string; orderId: string; orderNo: string; kind: "deliver"; body: DeliverBody };
