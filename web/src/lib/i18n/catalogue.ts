// The type of every text the web client knows: the first page's catalogue (en.ts) and the areas that
// load on demand (texts/*/en.ts, see texts/README.md). Types only: nothing here reaches a bundle.
import type { Catalogue } from "./en";
import type finder from "./texts/finder/en";
import type orderCare from "./texts/orderCare/en";
import type payments from "./texts/payments/en";
import type profile from "./texts/profile/en";
import type refunds from "./texts/refunds/en";
import type scratch from "./texts/scratch/en";
import type payment from "./texts/payment/en";
import type cartDialogs from "./texts/cartDialogs/en";
import type productDetail from "./texts/productDetail/en";
import type address from "./texts/address/en";
import type partnerSlides from "./texts/partnerSlides/en";
import type apiDocs from "./texts/apiDocs/en";
import type merchantCore from "./texts/merchantCore/en";
import type merchantOrders from "./texts/merchantOrders/en";
import type merchantStore from "./texts/merchantStore/en";
import type opsCore from "./texts/opsCore/en";
import type opsDesk from "./texts/opsDesk/en";
import type merchantCatalogue from "./texts/merchantCatalogue/en";
import type opsReview from "./texts/opsReview/en";
import type opsCommission from "./texts/opsCommission/en";
import type merchantStatements from "./texts/merchantStatements/en";
import type grievance from "./texts/grievance/en";
import type merchantPayouts from "./texts/merchantPayouts/en";
import type opsPayouts from "./texts/opsPayouts/en";
import type opsSystem from "./texts/opsSystem/en";
import type merchantDeliveries from "./texts/merchantDeliveries/en";
import type onTime from "./texts/onTime/en";

/** The same tree with every text a string: the shape each language's texts must have. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export type FullCatalogue = Catalogue &
  Texts<typeof finder> &
  Texts<typeof orderCare> &
  Texts<typeof refunds> &
  Texts<typeof payments> &
  Texts<typeof profile> &
  Texts<typeof scratch> &
  Texts<typeof payment> &
  Texts<typeof cartDialogs> &
  Texts<typeof productDetail> &
  Texts<typeof address> &
  Texts<typeof partnerSlides> &
  Texts<typeof apiDocs> &
  Texts<typeof merchantCore> &
  Texts<typeof merchantOrders> &
  Texts<typeof merchantStore> &
  Texts<typeof opsCore> &
  Texts<typeof opsDesk> &
  Texts<typeof merchantCatalogue> &
  Texts<typeof opsReview> &
  Texts<typeof opsCommission> &
  Texts<typeof merchantStatements> &
  Texts<typeof grievance> &
  Texts<typeof merchantPayouts> &
  Texts<typeof opsPayouts> &
  Texts<typeof opsSystem> &
  Texts<typeof merchantDeliveries> &
  Texts<typeof onTime>;
