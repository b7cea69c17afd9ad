// The ordered list of schema migrations, compiled into the program so no file lookup is needed at start-up.
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001_initial.js";
import * as lifecycle from "./0002_lifecycle.js";
import * as jobs from "./0003_jobs.js";
import * as webhooks from "./0004_webhooks.js";
import * as files from "./0005_files.js";
import * as eventSequence from "./0006_event_sequence.js";
import * as production from "./0007_production.js";
import * as editWindow from "./0008_edit_window.js";
import * as sandbox from "./0009_sandbox.js";
import * as consoleSessions from "./0010_console.js";
import * as money from "./0011_money.js";
import * as readinessProbe from "./0012_readiness_probe.js";
import * as shipmentUpdatedAt from "./0013_shipment_updated_at.js";
import * as customs from "./0014_customs.js";
import * as selfService from "./0015_self_service.js";
import * as openDeliveries from "./0017_open_deliveries.js";
import * as rateLimitWindows from "./0018_rate_limit_windows.js";
import * as fileAttempts from "./0019_file_attempts.js";
import * as sandboxControls from "./0020_sandbox_controls.js";
import * as operators from "./0022_operators.js";
import * as slipSnapshot from "./0021_slip_snapshot.js";
import * as operatorDesk from "./0023_operator_desk.js";
import * as reshipLinks from "./0024_reship_links.js";
import * as orderSearch from "./0025_order_search.js";
import * as blankWeight from "./0026_blank_weight.js";
import * as searchSuffixes from "./0027_search_suffixes.js";
import * as callerTokens from "./0028_caller_tokens.js";
import * as deliverySchedule from "./0029_delivery_schedule.js";
import * as stock from "./0030_stock.js";
import * as inventoryScopes from "./0031_inventory_scopes.js";
import * as receivings from "./0032_receivings.js";
import * as returns from "./0033_returns.js";
import * as stockEvents from "./0034_stock_events.js";
import * as stockLineIndexes from "./0035_stock_line_indexes.js";
import * as stores from "./0036_stores.js";
import * as orderStores from "./0037_order_stores.js";
import * as webhookStores from "./0038_webhook_stores.js";
import * as tax from "./0039_tax.js";
import * as ledger from "./0040_ledger.js";
import * as invoices from "./0042_invoices.js";

const MIGRATIONS: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_lifecycle": lifecycle,
  "0003_jobs": jobs,
  "0004_webhooks": webhooks,
  "0005_files": files,
  "0006_event_sequence": eventSequence,
  "0007_production": production,
  "0008_edit_window": editWindow,
  "0009_sandbox": sandbox,
  "0010_console": consoleSessions,
  "0011_money": money,
  "0012_readiness_probe": readinessProbe,
  "0013_shipment_updated_at": shipmentUpdatedAt,
  "0014_customs": customs,
  "0015_self_service": selfService,
  "0017_open_deliveries": openDeliveries,
  "0018_rate_limit_windows": rateLimitWindows,
  "0019_file_attempts": fileAttempts,
  "0020_sandbox_controls": sandboxControls,
  "0022_operators": operators,
  "0021_slip_snapshot": slipSnapshot,
  "0023_operator_desk": operatorDesk,
  "0024_reship_links": reshipLinks,
  "0025_order_search": orderSearch,
  "0026_blank_weight": blankWeight,
  "0027_search_suffixes": searchSuffixes,
  "0028_caller_tokens": callerTokens,
  "0029_delivery_schedule": deliverySchedule,
  "0030_stock": stock,
  "0031_inventory_scopes": inventoryScopes,
  "0032_receivings": receivings,
  "0033_returns": returns,
  "0034_stock_events": stockEvents,
  "0035_stock_line_indexes": stockLineIndexes,
  "0036_stores": stores,
  "0037_order_stores": orderStores,
  "0038_webhook_stores": webhookStores,
  "0039_tax": tax,
  "0040_ledger": ledger,
  "0042_invoices": invoices,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
