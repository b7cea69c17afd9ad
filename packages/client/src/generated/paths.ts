// Every operation's body and answer by its path, as types only (no code). Generated from the server's schemas by packages/client/scripts/generate.ts; do not edit: run `npm run client:generate`.

import type * as T from "./types.js";

/** The operations answered with the JSON envelope, by path: the request's body and the envelope's data. */
export interface JsonOperationsByPath {
  "/v1/admin/accounts/create": { body: T.AdminAccountsCreateBody; data: T.AdminAccountsCreateData };
  "/v1/admin/accounts/get": { body: T.AdminAccountsGetBody; data: T.AdminAccountsGetData };
  "/v1/admin/accounts/list": { body: T.AdminAccountsListBody; data: T.AdminAccountsListData };
  "/v1/admin/accounts/update": { body: T.AdminAccountsUpdateBody; data: T.AdminAccountsUpdateData };
  "/v1/admin/catalog/create": { body: T.AdminCatalogCreateBody; data: T.AdminCatalogCreateData };
  "/v1/admin/catalog/list": { body: T.AdminCatalogListBody; data: T.AdminCatalogListData };
  "/v1/admin/catalog/update": { body: T.AdminCatalogUpdateBody; data: T.AdminCatalogUpdateData };
  "/v1/admin/operators/create": { body: T.AdminOperatorsCreateBody; data: T.AdminOperatorsCreateData };
  "/v1/admin/operators/list": { body: T.AdminOperatorsListBody; data: T.AdminOperatorsListData };
  "/v1/admin/operators/update": { body: T.AdminOperatorsUpdateBody; data: T.AdminOperatorsUpdateData };
  "/v1/admin/operator-tokens/create": { body: T.AdminOperatorTokensCreateBody; data: T.AdminOperatorTokensCreateData };
  "/v1/admin/operator-tokens/revoke": { body: T.AdminOperatorTokensRevokeBody; data: T.AdminOperatorTokensRevokeData };
  "/v1/admin/orders/bulk": { body: T.AdminOrdersBulkBody; data: T.AdminOrdersBulkData };
  "/v1/admin/orders/counts": { body: T.AdminOrdersCountsBody; data: T.AdminOrdersCountsData };
  "/v1/admin/orders/deliveries": { body: T.AdminOrdersDeliveriesBody; data: T.AdminOrdersDeliveriesData };
  "/v1/admin/orders/events": { body: T.AdminOrdersEventsBody; data: T.AdminOrdersEventsData };
  "/v1/admin/orders/get": { body: T.AdminOrdersGetBody; data: T.AdminOrdersGetData };
  "/v1/admin/orders/list": { body: T.AdminOrdersListBody; data: T.AdminOrdersListData };
  "/v1/admin/orders/notes/add": { body: T.AdminOrdersNotesAddBody; data: T.AdminOrdersNotesAddData };
  "/v1/admin/orders/retry-files": { body: T.AdminOrdersRetryFilesBody; data: T.AdminOrdersRetryFilesData };
  "/v1/admin/orders/ship": { body: T.AdminOrdersShipBody; data: T.AdminOrdersShipData };
  "/v1/admin/orders/transition": { body: T.AdminOrdersTransitionBody; data: T.AdminOrdersTransitionData };
  "/v1/admin/receiving/close": { body: T.AdminReceivingCloseBody; data: T.AdminReceivingCloseData };
  "/v1/admin/receiving/get": { body: T.AdminReceivingGetBody; data: T.AdminReceivingGetData };
  "/v1/admin/receiving/list": { body: T.AdminReceivingListBody; data: T.AdminReceivingListData };
  "/v1/admin/receiving/receive": { body: T.AdminReceivingReceiveBody; data: T.AdminReceivingReceiveData };
  "/v1/admin/returns/receive": { body: T.AdminReturnsReceiveBody; data: T.AdminReturnsReceiveData };
  "/v1/admin/shipments/import": { body: T.AdminShipmentsImportBody; data: T.AdminShipmentsImportData };
  "/v1/admin/shipments/update": { body: T.AdminShipmentsUpdateBody; data: T.AdminShipmentsUpdateData };
  "/v1/admin/shipping-methods/create": { body: T.AdminShippingMethodsCreateBody; data: T.AdminShippingMethodsCreateData };
  "/v1/admin/shipping-methods/list": { body: T.AdminShippingMethodsListBody; data: T.AdminShippingMethodsListData };
  "/v1/admin/shipping-methods/update": { body: T.AdminShippingMethodsUpdateBody; data: T.AdminShippingMethodsUpdateData };
  "/v1/admin/stock/adjust": { body: T.AdminStockAdjustBody; data: T.AdminStockAdjustData };
  "/v1/admin/stock/count": { body: T.AdminStockCountBody; data: T.AdminStockCountData };
  "/v1/admin/stock/list": { body: T.AdminStockListBody; data: T.AdminStockListData };
  "/v1/admin/stock/movements": { body: T.AdminStockMovementsBody; data: T.AdminStockMovementsData };
  "/v1/admin/stores/archive": { body: T.AdminStoresArchiveBody; data: T.AdminStoresArchiveData };
  "/v1/admin/stores/create": { body: T.AdminStoresCreateBody; data: T.AdminStoresCreateData };
  "/v1/admin/stores/get": { body: T.AdminStoresGetBody; data: T.AdminStoresGetData };
  "/v1/admin/stores/list": { body: T.AdminStoresListBody; data: T.AdminStoresListData };
  "/v1/admin/stores/update": { body: T.AdminStoresUpdateBody; data: T.AdminStoresUpdateData };
  "/v1/admin/tokens/create": { body: T.AdminTokensCreateBody; data: T.AdminTokensCreateData };
  "/v1/admin/tokens/list": { body: T.AdminTokensListBody; data: T.AdminTokensListData };
  "/v1/admin/tokens/revoke": { body: T.AdminTokensRevokeBody; data: T.AdminTokensRevokeData };
  "/v1/admin/webhooks/create": { body: T.AdminWebhooksCreateBody; data: T.AdminWebhooksCreateData };
  "/v1/admin/webhooks/delete": { body: T.AdminWebhooksDeleteBody; data: T.AdminWebhooksDeleteData };
  "/v1/admin/webhooks/deliveries": { body: T.AdminWebhooksDeliveriesBody; data: T.AdminWebhooksDeliveriesData };
  "/v1/admin/webhooks/get": { body: T.AdminWebhooksGetBody; data: T.AdminWebhooksGetData };
  "/v1/admin/webhooks/list": { body: T.AdminWebhooksListBody; data: T.AdminWebhooksListData };
  "/v1/admin/webhooks/redeliver": { body: T.AdminWebhooksRedeliverBody; data: T.AdminWebhooksRedeliverData };
  "/v1/admin/webhooks/rotate-secret": { body: T.AdminWebhooksRotateSecretBody; data: T.AdminWebhooksRotateSecretData };
  "/v1/admin/webhooks/test": { body: T.AdminWebhooksTestBody; data: T.AdminWebhooksTestData };
  "/v1/admin/webhooks/update": { body: T.AdminWebhooksUpdateBody; data: T.AdminWebhooksUpdateData };
  "/v1/inventory/list": { body: T.InventoryListBody; data: T.InventoryListData };
  "/v1/inventory/movements": { body: T.InventoryMovementsBody; data: T.InventoryMovementsData };
  "/v1/inventory/update": { body: T.InventoryUpdateBody; data: T.InventoryUpdateData };
  "/v1/orders/cancel-items": { body: T.OrdersCancelItemsBody; data: T.OrdersCancelItemsData };
  "/v1/orders/confirm": { body: T.OrdersConfirmBody; data: T.OrdersConfirmData };
  "/v1/orders/create": { body: T.OrdersCreateBody; data: T.OrdersCreateData };
  "/v1/orders/events": { body: T.OrdersEventsBody; data: T.OrdersEventsData };
  "/v1/orders/get": { body: T.OrdersGetBody; data: T.OrdersGetData };
  "/v1/orders/list": { body: T.OrdersListBody; data: T.OrdersListData };
  "/v1/orders/quote": { body: T.OrdersQuoteBody; data: T.OrdersQuoteData };
  "/v1/orders/tracking": { body: T.OrdersTrackingBody; data: T.OrdersTrackingData };
  "/v1/orders/update-shipping": { body: T.OrdersUpdateShippingBody; data: T.OrdersUpdateShippingData };
  "/v1/products/archive": { body: T.ProductsArchiveBody; data: T.ProductsArchiveData };
  "/v1/products/create": { body: T.ProductsCreateBody; data: T.ProductsCreateData };
  "/v1/products/get": { body: T.ProductsGetBody; data: T.ProductsGetData };
  "/v1/products/list": { body: T.ProductsListBody; data: T.ProductsListData };
  "/v1/products/update": { body: T.ProductsUpdateBody; data: T.ProductsUpdateData };
  "/v1/receiving/cancel": { body: T.ReceivingCancelBody; data: T.ReceivingCancelData };
  "/v1/receiving/create": { body: T.ReceivingCreateBody; data: T.ReceivingCreateData };
  "/v1/receiving/get": { body: T.ReceivingGetBody; data: T.ReceivingGetData };
  "/v1/receiving/list": { body: T.ReceivingListBody; data: T.ReceivingListData };
  "/v1/sandbox/advance": { body: T.SandboxAdvanceBody; data: T.SandboxAdvanceData };
  "/v1/shipping/methods": { body: T.ShippingMethodsBody; data: T.ShippingMethodsData };
  "/v1/stores/archive": { body: T.StoresArchiveBody; data: T.StoresArchiveData };
  "/v1/stores/create": { body: T.StoresCreateBody; data: T.StoresCreateData };
  "/v1/stores/get": { body: T.StoresGetBody; data: T.StoresGetData };
  "/v1/stores/list": { body: T.StoresListBody; data: T.StoresListData };
  "/v1/stores/update": { body: T.StoresUpdateBody; data: T.StoresUpdateData };
  "/v1/token": { body: T.TokenBody; data: T.TokenData };
  "/v1/tokens/create": { body: T.TokensCreateBody; data: T.TokensCreateData };
  "/v1/tokens/list": { body: T.TokensListBody; data: T.TokensListData };
  "/v1/tokens/revoke": { body: T.TokensRevokeBody; data: T.TokensRevokeData };
  "/v1/webhooks/create": { body: T.WebhooksCreateBody; data: T.WebhooksCreateData };
  "/v1/webhooks/delete": { body: T.WebhooksDeleteBody; data: T.WebhooksDeleteData };
  "/v1/webhooks/deliveries": { body: T.WebhooksDeliveriesBody; data: T.WebhooksDeliveriesData };
  "/v1/webhooks/get": { body: T.WebhooksGetBody; data: T.WebhooksGetData };
  "/v1/webhooks/list": { body: T.WebhooksListBody; data: T.WebhooksListData };
  "/v1/webhooks/redeliver": { body: T.WebhooksRedeliverBody; data: T.WebhooksRedeliverData };
  "/v1/webhooks/rotate-secret": { body: T.WebhooksRotateSecretBody; data: T.WebhooksRotateSecretData };
  "/v1/webhooks/test": { body: T.WebhooksTestBody; data: T.WebhooksTestData };
  "/v1/webhooks/update": { body: T.WebhooksUpdateBody; data: T.WebhooksUpdateData };
}

/** The POST operations answered with a file (a PDF, a CSV), by path: the request's body. */
export interface FileOperationsByPath {
  "/v1/admin/orders/export": { body: T.AdminOrdersExportBody };
  "/v1/admin/packing-slips": { body: T.AdminPackingSlipsBody };
  "/v1/admin/stock/export": { body: T.AdminStockExportBody };
  "/v1/admin/stores/sample-slip": { body: T.AdminStoresSampleSlipBody };
}
