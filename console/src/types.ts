// The wire shapes the console reads: the typed client's generated types (type-only: nothing of the client or the
// server is bundled), so the screens read exactly what the operations the console calls answer.
import type * as T from "../../packages/client/src/generated/types.js";

/** An order as the lists answer it; OrderDetail adds what orders/get answers besides (the internal notes). */
export type Order = T.AdminOrdersListData["orders"][number];
export type OrderDetail = T.AdminOrdersGetData;
export type OrderLine = Order["items"][number];
export type Shipment = Order["shipments"][number];
export type Account = T.AdminAccountsGetData;
export type Token = T.AdminTokensListData["tokens"][number];
export type CreatedToken = T.AdminTokensCreateData;
export type Blank = T.AdminCatalogListData["blanks"][number];
export type Webhook = T.AdminWebhooksGetData;
export type Delivery = T.AdminWebhooksDeliveriesData["deliveries"][number];
/** An event as the operator reads it: the payload, who made the change (actor) and one readable line (summary). */
export type OrderEvent = T.AdminOrdersEventsData["events"][number];
/** What an operator did that is no event (a files retry): placed after the event of its after_sequence. */
export type OrderActivity = T.AdminOrdersEventsData["activity"][number];
export type Operator = T.AdminOperatorsListData["operators"][number];
export type CreatedOperatorToken = T.AdminOperatorTokensCreateData;
export type Counts = T.AdminOrdersCountsData;
export type OrderStatus = Order["status"];
export type ShippingMethod = T.AdminShippingMethodsListData["methods"][number];
export type TaxRate = T.AdminTaxRatesSetData;
export type StockItem = T.AdminStockListData["items"][number];
export type StockMovement = T.AdminStockMovementsData["movements"][number];

// Pure domain lists, bundled as they are: the console offers exactly what the service accepts.
export { ORDER_STATUSES } from "../../src/domain/status.js";
export { SHIPMENT_UPDATES } from "../../src/domain/shipments.js";
export { EVENT_TYPES, DELIVERY_STATUSES } from "../../src/domain/events.js";
export { SCOPES } from "../../src/domain/scopes.js";
export { ADJUST_REASONS } from "../../src/domain/stock.js";
/** A receiving (goods a merchant sends in) with its boxes and per-SKU differences, as receiving/get answers it. */
export type Receiving = T.AdminReceivingGetData;
export { RECEIVING_STATUSES, outstandingOf, readBoxCode } from "../../src/domain/receiving.js";
/** A store (a shop of an account) with its logo's state, as stores/get answers it. */
export type Store = T.AdminStoresGetData;
