// The wire types of every operation, the webhook event and the error codes. Generated from the server's schemas by packages/client/scripts/generate.ts; do not edit: run `npm run client:generate`.

/** Every stable error code the service answers with; see the caller's guide for what each means. */
export type ErrorCode =
  | "malformed_json"
  | "body_too_deep"
  | "bad_request"
  | "required"
  | "unknown_field"
  | "invalid_type"
  | "too_short"
  | "too_long"
  | "too_few_items"
  | "too_many_items"
  | "out_of_range"
  | "invalid_value"
  | "invalid_format"
  | "empty_object"
  | "too_many_properties"
  | "invalid"
  | "invalid_timestamp"
  | "invalid_country"
  | "invalid_state"
  | "invalid_phone"
  | "invalid_url"
  | "invalid_text"
  | "invalid_sku"
  | "invalid_color"
  | "not_stocked"
  | "stock_negative"
  | "out_of_stock"
  | "not_restockable"
  | "mixed_item_kinds"
  | "print_area_empty"
  | "unknown_sku"
  | "custom_text_required"
  | "not_custom_text_product"
  | "unknown_print_area"
  | "unknown_text_field"
  | "duplicate_text_field"
  | "text_field_required"
  | "text_too_long"
  | "unsupported_characters"
  | "return_address_required"
  | "insert_not_agreed"
  | "packing_slip_unavailable"
  | "print_areas_not_allowed"
  | "blank_not_pod"
  | "box_out_of_bounds"
  | "default_text_too_long"
  | "invalid_cursor"
  | "unsafe_url"
  | "invalid_template"
  | "expiry_in_past"
  | "scope_not_held"
  | "expiry_exceeds_token"
  | "product_archived"
  | "duplicate_item_ref"
  | "selection_too_large"
  | "invalid_csv"
  | "invalid_csv_header"
  | "currency_mismatch"
  | "invalid_vat_id"
  | "period_in_future"
  | "invalid_currency"
  | "invalid_days"
  | "duplicate_zone"
  | "shipping_method_exists"
  | "shipping_method_unavailable"
  | "no_shipping_method"
  | "price_unavailable"
  | "invalid_hs_code"
  | "invalid_ioss_number"
  | "invalid_incoterm"
  | "invalid_customs_value"
  | "recipient_tax_id_required"
  | "invalid_postcode"
  | "status_forbids_change"
  | "not_a_draft"
  | "price_changed"
  | "invalid_transition"
  | "stock_not_available"
  | "item_not_found"
  | "quantity_exceeds_remaining"
  | "no_failed_files"
  | "files_not_ready"
  | "quantity_exceeds_shipped"
  | "sandbox_order"
  | "order_not_priced"
  | "nothing_to_invoice"
  | "pricing_not_enabled"
  | "order_changed"
  | "invalid_csv_row"
  | "ambiguous_external_ref"
  | "duplicate_tracking_number"
  | "quantity_mismatch"
  | "unauthorized"
  | "operator_disabled"
  | "token_expired"
  | "insufficient_scope"
  | "sandbox_only"
  | "account_disabled"
  | "forbidden"
  | "default_store"
  | "unknown_store"
  | "store_archived"
  | "reshipment_required"
  | "not_found"
  | "order_not_found"
  | "product_not_found"
  | "account_not_found"
  | "file_not_found"
  | "webhook_not_found"
  | "shipment_not_found"
  | "delivery_not_found"
  | "operator_not_found"
  | "token_not_found"
  | "blank_not_found"
  | "shipping_method_not_found"
  | "store_not_found"
  | "invoice_not_found"
  | "receiving_not_found"
  | "external_ref_conflict"
  | "operator_name_taken"
  | "cannot_disable_self"
  | "sku_exists"
  | "webhook_disabled"
  | "nothing_to_ship"
  | "customs_not_needed"
  | "webhook_limit_reached"
  | "receiving_exists"
  | "receiving_not_open"
  | "receiving_not_awaiting"
  | "delivery_pending"
  | "request_timeout"
  | "body_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "headers_too_large"
  | "internal_error"
  | "unavailable"
  | "database_unavailable"
  | "file_store_unavailable"
  | "storage_full";

/** One problem with the request, where it is and why. */
export type FieldError = {
  /** Where the problem is, e.g. items[2].print_areas.front.print_file; empty for the whole request */
  path: string;
  /** Stable snake_case code; see the error code list */
  code: string;
  message: string;
  /** out_of_stock only: the units the line could have had */
  available?: number;
};

/** shipment.created: A parcel left with its tracking (or a reshipment was sent); the order's status is the one the parcel brings it to. */
export type ShipmentCreatedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "shipment.created";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    shipment: {
      shipment_ref: string;
      carrier: string;
      tracking_number: string;
      tracking_url: string | null;
      shipped_at: string;
      /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
      reshipment: boolean;
      status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
      /** Progress updates in the order they were recorded */
      events: Array<{
        status: "in_transit" | "delivered" | "returned" | "exception";
        /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
        occurred_at: string;
        note: string | null;
      }>;
      /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
      updated_at: string;
      items: Array<{
        item_ref: string;
        quantity: number;
      }>;
      /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
      replaces_shipment_ref?: string;
    };
  };
};

/** order.status_changed: The order moved from previous_status to status. */
export type OrderStatusChangedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.status_changed";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    previous_status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    reason: string | null;
    /** Present when the operator forced in_production past print files that were not ready */
    forced?: true;
  };
};

/** order.items_cancelled: Quantities of some lines were cancelled (by the caller, or all that was open when the operator cancelled the order). */
export type OrderItemsCancelledEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.items_cancelled";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    items: Array<{
      item_ref: string;
      /** Cancelled by this change */
      cancelled_quantity: number;
      remaining_quantity: number;
    }>;
  };
};

/** order.shipping_updated: The shipping address changed (orders/update-shipping). */
export type OrderShippingUpdatedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.shipping_updated";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** The new address, as orders/get shows it */
    shipping: {
      shipping_name: string;
      shipping_phone: string;
      shipping_address_1: string;
      shipping_address_2: string | null;
      shipping_city: string;
      shipping_zip: string;
      shipping_state: string;
      shipping_country: string;
    };
  };
};

/** print_files.ready: Every print file of the order is ready (fetched, checked, or rendered from custom text). */
export type PrintFilesReadyEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "print_files.ready";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** Every line that has print files */
    items: Array<{
      item_ref: string;
      /** Per print area, as orders/get shows it */
      print_files: {
        [key: string]: {
          status: "pending" | "ready" | "failed";
          /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
          attempts?: number;
          last_error?: string | null;
          reason?: string;
          print_file?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
          preview?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
        };
      };
    }>;
  };
};

/** order.on_hold: The order went on hold; sent besides order.status_changed so a receiver can subscribe to the orders that need attention alone. */
export type OrderOnHoldEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.on_hold";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    reason: string | null;
  };
};

/** shipment.status_changed: A shipment's progress changed (in_transit, delivered, returned, exception); occurred_at is when it happened. */
export type ShipmentStatusChangedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "shipment.status_changed";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    shipment: {
      shipment_ref: string;
      carrier: string;
      tracking_number: string;
      tracking_url: string | null;
      shipped_at: string;
      /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
      reshipment: boolean;
      status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
      /** Progress updates in the order they were recorded */
      events: Array<{
        status: "in_transit" | "delivered" | "returned" | "exception";
        /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
        occurred_at: string;
        note: string | null;
      }>;
      /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
      updated_at: string;
      items: Array<{
        item_ref: string;
        quantity: number;
      }>;
      /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
      replaces_shipment_ref?: string;
    };
  };
};

/** order.costs_changed: The order's costs changed (a cancellation, a new shipping method or country). */
export type OrderCostsChangedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.costs_changed";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    previous_costs: ({
      currency: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      items_total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      shipping: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** items_total + shipping: net of tax */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
      tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total + tax: what the order costs */
      total_with_tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
      tax_rate: {
        /** The account's billing country when the order was priced; null: none (no tax) */
        country: string | null;
        /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
        rate_bp: number;
        /** The rate's name (VAT, GST …); null when the country has no rate */
        name: string | null;
        /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
        reverse_charge: boolean;
      };
      /** Per line, at its open quantity */
      lines: Array<{
        item_ref: string;
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        unit_price: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        extra_areas: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        total: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
      }>;
    }) | null;
    costs: ({
      currency: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      items_total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      shipping: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** items_total + shipping: net of tax */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
      tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total + tax: what the order costs */
      total_with_tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
      tax_rate: {
        /** The account's billing country when the order was priced; null: none (no tax) */
        country: string | null;
        /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
        rate_bp: number;
        /** The rate's name (VAT, GST …); null when the country has no rate */
        name: string | null;
        /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
        reverse_charge: boolean;
      };
      /** Per line, at its open quantity */
      lines: Array<{
        item_ref: string;
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        unit_price: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        extra_areas: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        total: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
      }>;
    }) | null;
  };
};

/** order.backordered: Units allocated to the order were taken back (a count or a loss left fewer on the shelves than orders hold): a line waits for stock again and production waits with it. */
export type OrderBackorderedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.backordered";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** The order's counted lines */
    items: Array<{
      item_ref: string;
      sku: string;
      /** Units set aside for the line */
      allocated_quantity: number;
      /** Units the line waits for */
      backordered_quantity: number;
    }>;
  };
};

/** order.stock_allocated: The order's last waiting line has its units (arrived stock went to it, or its waiting units were cancelled): production may start. */
export type OrderStockAllocatedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "order.stock_allocated";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** The order's counted lines */
    items: Array<{
      item_ref: string;
      sku: string;
      /** Units set aside for the line */
      allocated_quantity: number;
      /** Units the line waits for */
      backordered_quantity: number;
    }>;
  };
};

/** stock.low: One of your counted products fell to its reorder point: data is the stock item as inventory/list shows it. Sent once per fall; it re-arms when the item is above its reorder point again. */
export type StockLowEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "stock.low";
  /** 1, 2, 3 … per stock item, without gaps, in the order the events happened */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
    sku: string;
    /** The account whose goods these are; null for a POD blank, shared by every account */
    account_id: string | null;
    /** Units on the shelves */
    on_hand: number;
    /** Units set aside for open order lines */
    committed: number;
    /** on_hand − committed, never below 0: what the next order can have */
    available: number;
    /** Units open order lines still wait for */
    backordered: number;
    /** Units announced in receivings not yet received */
    incoming: number;
    /** At or below this many available the item is low; null: never low */
    reorder_point: number | null;
    status: "in_stock" | "low" | "out_of_stock";
    updated_at: string;
  };
};

/** stock.out: One of your counted products has nothing left to allocate (available 0): data is the stock item as inventory/list shows it. Sent once per fall. */
export type StockOutEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "stock.out";
  /** 1, 2, 3 … per stock item, without gaps, in the order the events happened */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
    sku: string;
    /** The account whose goods these are; null for a POD blank, shared by every account */
    account_id: string | null;
    /** Units on the shelves */
    on_hand: number;
    /** Units set aside for open order lines */
    committed: number;
    /** on_hand − committed, never below 0: what the next order can have */
    available: number;
    /** Units open order lines still wait for */
    backordered: number;
    /** Units announced in receivings not yet received */
    incoming: number;
    /** At or below this many available the item is low; null: never low */
    reorder_point: number | null;
    status: "in_stock" | "low" | "out_of_stock";
    updated_at: string;
  };
};

/** receiving.updated: One of your receivings changed: its status (arriving, completed, cancelled) or goods received into it. data is the receiving as receiving/get shows it. */
export type ReceivingUpdatedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "receiving.updated";
  /** 1, 2, 3 … per receiving, without gaps, in the order its changes happened */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    receiving_ref: string;
    account_id: string;
    external_ref: string | null;
    status: "awaiting" | "arriving" | "completed" | "cancelled";
    expected_at: string | null;
    carrier: string | null;
    tracking_number: string | null;
    boxes: Array<{
      /** The box's number, from 1 */
      box: number;
      lines: Array<{
        sku: string;
        /** Units announced */
        expected: number;
        /** Good units received: on hand */
        received: number;
        /** Units received damaged: recorded, never on hand */
        damaged: number;
      }>;
    }>;
    /** Each SKU over all boxes, by SKU */
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
      /** received + damaged − expected: negative when units are missing, positive when more came than announced */
      difference: number;
    }>;
    created_at: string;
    updated_at: string;
    completed_at: string | null;
    cancelled_at: string | null;
  };
};

/** return.received: Units of shipped lines came back and were received (returns/receive): each line restocked (back in your stock, when the product is counted) or disposed of. The order's status does not change. */
export type ReturnReceivedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "return.received";
  /** 1, 2, 3 … per order, without gaps, in the order the events happened: apply by it */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    order_ref: string;
    /** Your reference of the order */
    external_ref: string;
    store_id: string | null;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    return: {
      return_ref: string;
      /** When the operator recorded the return */
      received_at: string;
      note: string | null;
      lines: Array<{
        item_ref: string;
        /** Units of the line that came back in this return */
        quantity: number;
        /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
        disposition: "restock" | "dispose";
      }>;
    };
  };
};

/** invoice.issued: An invoice of your account was issued (docs/caller-guide.md#invoices): data is the invoice as billing/invoices/list shows it (number, period, currency, net, tax, total, payments, brought_forward, carried). Sent once per invoice; sequence is always 1. */
export type InvoiceIssuedEvent = {
  /** The event's id, also the webhook-id header: deduplicate on it */
  id: string;
  type: "invoice.issued";
  /** Always 1: an invoice is issued once and never changes */
  sequence: number;
  /** When it happened (a carrier's scan may be reported later) */
  occurred_at: string;
  /** When the service recorded it */
  created_at: string;
  /** The account's mode: test for a sandbox account's orders */
  mode: "live" | "test";
  /** Present on the samples webhooks/test sends: never apply them */
  test?: true;
  data: {
    /** inv_…: the invoice's id (its downloads: GET …/invoices/{invoice_id}.pdf and .csv) */
    invoice_id: string;
    /** INV-YYYY-NNNNNN: numbered without gaps across the installation, per year of issue */
    number: string;
    account_id: string;
    /** The month it bills (YYYY-MM): every entry not yet invoiced written before the month's end */
    period: string;
    /** When it was issued (UTC) */
    issued_at: string;
    currency: string;
    /** Σ amount of the entries that are not payments: charges less credits, before tax */
    net: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ tax of the entries (each already rounded per order; never rounded again) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** net + tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ of the payments it lists (negative) */
    payments: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The previous invoice's balance carried forward (0 for the first) */
    brought_forward: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** brought_forward + total + payments: what the account owes after it */
    carried: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The entries it lists (billing/entries shows their invoice_id) */
    entry_count: number;
    /** true: no tax charged, the customer accounts for it (EU reverse charge) */
    reverse_charge: boolean;
  };
};

/**
 * Any event the service sends (before an endpoint's template), told apart by `type`: once `event.type` is
 * checked, `event.data` has that type's fields.
 */
export type WebhookEvent =
  | ShipmentCreatedEvent
  | OrderStatusChangedEvent
  | OrderItemsCancelledEvent
  | OrderShippingUpdatedEvent
  | PrintFilesReadyEvent
  | OrderOnHoldEvent
  | ShipmentStatusChangedEvent
  | OrderCostsChangedEvent
  | OrderBackorderedEvent
  | OrderStockAllocatedEvent
  | StockLowEvent
  | StockOutEvent
  | ReceivingUpdatedEvent
  | ReturnReceivedEvent
  | InvoiceIssuedEvent;

/** The type of a webhook event. */
export type EventType = WebhookEvent["type"];

/** The event of one type: `EventOf<"shipment.created">`. */
export type EventOf<T extends EventType> = Extract<WebhookEvent, { type: T }>;

/** The body of Create an account (POST /v1/admin/accounts/create). */
export type AdminAccountsCreateBody = {
  name: string;
  /** The account sells through connected stores (return address comes from them) */
  connected_stores?: boolean;
  return_address?: {
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  };
  /** Agreed marketing insert ids */
  insert_ids?: number[];
  packing_slip?: {
    branding_message?: string;
    contact_message?: string;
  };
  /** Minutes after an order is received during which it is left for the caller to change (0–10080, a week; 0 when not set) */
  edit_window_minutes?: number;
  /** Orders go to production by themselves once the edit window has passed and their files are ready (false when not set) */
  auto_release?: boolean;
  /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
  backorders?: "allow" | "refuse";
  /** ISO 4217 code in upper case (USD, EUR, JPY); unknown codes get invalid_currency */
  currency?: string;
  /** Upper-case letters, digits and _ (1–32) */
  default_shipping_method?: string;
  billing_country?: string | null;
  vat_id?: string | null;
  /** The incoterm of orders that name none (DAP when not set) */
  incoterm?: string;
  /** EU Import One-Stop Shop number: IM followed by 10 digits */
  ioss_number?: string;
  /** The recipient's tax id (BR: CPF/CNPJ, CL: RUT, MX: RFC; required for those destinations) */
  recipient_tax_id?: string;
  /** true: a postal code in the wrong format refuses the order (invalid_postcode) instead of a postcode_format warning */
  strict_addresses?: boolean;
  /** live (default) or test: a sandbox account whose tokens start pod_test_ and whose orders move to in_production and ship by themselves (SANDBOX_ADVANCE_SECONDS). Fixed once the account exists. */
  mode?: "live" | "test";
  /** Test accounts only (a live account refuses it: 400 sandbox_only). true (the default): the sandbox moves each order to in_production and ships it by itself; false: orders stay where they are until POST /v1/sandbox/advance moves them */
  sandbox_auto_advance?: boolean;
};

/** The data of Create an account (POST /v1/admin/accounts/create). */
export type AdminAccountsCreateData = {
  account_id: string;
  name: string;
  connected_stores: boolean;
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  insert_ids: number[];
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  edit_window_minutes: number;
  auto_release: boolean;
  /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
  backorders: "allow" | "refuse";
  disabled: boolean;
  /** live, or test for a sandbox account */
  mode: "live" | "test";
  /** Test accounts: true when the sandbox moves orders on by itself, false when only POST /v1/sandbox/advance does. null for a live account (it does not apply) */
  sandbox_auto_advance: boolean | null;
  /** ISO 4217 code the account's orders are priced in; null: unpriced */
  currency: string | null;
  default_shipping_method: string | null;
  /** ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay; null: no tax */
  billing_country: string | null;
  /** The account's VAT id as checked (upper case, no spaces); null: none */
  vat_id: string | null;
  incoterm: string | null;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  strict_addresses: boolean;
  created_at: string;
};

/** The body of Get an account (POST /v1/admin/accounts/get). */
export type AdminAccountsGetBody = {
  account_id: string;
};

/** The data of Get an account (POST /v1/admin/accounts/get). */
export type AdminAccountsGetData = {
  account_id: string;
  name: string;
  connected_stores: boolean;
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  insert_ids: number[];
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  edit_window_minutes: number;
  auto_release: boolean;
  /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
  backorders: "allow" | "refuse";
  disabled: boolean;
  /** live, or test for a sandbox account */
  mode: "live" | "test";
  /** Test accounts: true when the sandbox moves orders on by itself, false when only POST /v1/sandbox/advance does. null for a live account (it does not apply) */
  sandbox_auto_advance: boolean | null;
  /** ISO 4217 code the account's orders are priced in; null: unpriced */
  currency: string | null;
  default_shipping_method: string | null;
  /** ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay; null: no tax */
  billing_country: string | null;
  /** The account's VAT id as checked (upper case, no spaces); null: none */
  vat_id: string | null;
  incoterm: string | null;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  strict_addresses: boolean;
  created_at: string;
};

/** The body of List accounts (POST /v1/admin/accounts/list). */
export type AdminAccountsListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List accounts (POST /v1/admin/accounts/list). */
export type AdminAccountsListData = {
  accounts: Array<{
    account_id: string;
    name: string;
    connected_stores: boolean;
    return_address: ({
      name: string;
      /** Digits, spaces and + ( ) - ., 5–32 characters */
      phone?: string;
      address_1: string;
      address_2?: string;
      city: string;
      zip: string;
      /** State or region; for US and CA a real state/province code or name */
      state: string;
      /** ISO 3166-1 alpha-2 code, any case */
      country: string;
    }) | null;
    insert_ids: number[];
    packing_slip: ({
      branding_message?: string;
      contact_message?: string;
    }) | null;
    edit_window_minutes: number;
    auto_release: boolean;
    /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
    backorders: "allow" | "refuse";
    disabled: boolean;
    /** live, or test for a sandbox account */
    mode: "live" | "test";
    /** Test accounts: true when the sandbox moves orders on by itself, false when only POST /v1/sandbox/advance does. null for a live account (it does not apply) */
    sandbox_auto_advance: boolean | null;
    /** ISO 4217 code the account's orders are priced in; null: unpriced */
    currency: string | null;
    default_shipping_method: string | null;
    /** ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay; null: no tax */
    billing_country: string | null;
    /** The account's VAT id as checked (upper case, no spaces); null: none */
    vat_id: string | null;
    incoterm: string | null;
    ioss_number: string | null;
    recipient_tax_id: string | null;
    strict_addresses: boolean;
    created_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of Change an account's settings (POST /v1/admin/accounts/update). */
export type AdminAccountsUpdateBody = {
  account_id: string;
  name?: string;
  connected_stores?: boolean;
  /** null removes the fixed return address */
  return_address?: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** Replaces the agreed marketing insert ids */
  insert_ids?: number[];
  /** null removes the default packing slip */
  packing_slip?: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  /** Minutes after an order is received during which it is left for the caller to change (0–10080, a week; 0 when not set) */
  edit_window_minutes?: number;
  /** Orders go to production by themselves once the edit window has passed and their files are ready (false when not set) */
  auto_release?: boolean;
  /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
  backorders?: "allow" | "refuse";
  /** true refuses the account's tokens (403 account_disabled) and keeps its data; false restores access */
  disabled?: boolean;
  /** Test accounts only (a live account refuses it: 400 sandbox_only). true (the default): the sandbox moves each order to in_production and ships it by itself; false: orders stay where they are until POST /v1/sandbox/advance moves them */
  sandbox_auto_advance?: boolean;
  /** ISO 4217: later orders are priced in it; null makes the account unpriced */
  currency?: string | null;
  /** The method an order gets when it names none and this one serves it */
  default_shipping_method?: string | null;
  /** Later orders are taxed at its rate; null: no tax. A vat_id kept must still be of this country */
  billing_country?: string | null;
  /** null removes it */
  vat_id?: string | null;
  incoterm?: string | null;
  ioss_number?: string | null;
  recipient_tax_id?: string | null;
  /** true: a postal code in the wrong format refuses the order (invalid_postcode) instead of a postcode_format warning */
  strict_addresses?: boolean;
};

/** The data of Change an account's settings (POST /v1/admin/accounts/update). */
export type AdminAccountsUpdateData = {
  account_id: string;
  name: string;
  connected_stores: boolean;
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  insert_ids: number[];
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  edit_window_minutes: number;
  auto_release: boolean;
  /** What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available */
  backorders: "allow" | "refuse";
  disabled: boolean;
  /** live, or test for a sandbox account */
  mode: "live" | "test";
  /** Test accounts: true when the sandbox moves orders on by itself, false when only POST /v1/sandbox/advance does. null for a live account (it does not apply) */
  sandbox_auto_advance: boolean | null;
  /** ISO 4217 code the account's orders are priced in; null: unpriced */
  currency: string | null;
  default_shipping_method: string | null;
  /** ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay; null: no tax */
  billing_country: string | null;
  /** The account's VAT id as checked (upper case, no spaces); null: none */
  vat_id: string | null;
  incoterm: string | null;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  strict_addresses: boolean;
  created_at: string;
};

/** The body of An account's balance (POST /v1/admin/billing/balance). */
export type AdminBillingBalanceBody = {
  /** The account */
  account_id: string;
};

/** The data of An account's balance (POST /v1/admin/billing/balance). */
export type AdminBillingBalanceData = {
  account_id: string;
  currency: string | null;
  balance: ({
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  }) | null;
  /** The balance of every currency the account has entries in, by code (an account whose currency changed may hold several) */
  balances: Array<{
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  }>;
};

/** The body of Add a manual entry (POST /v1/admin/billing/entries/add). */
export type AdminBillingEntriesAddBody = {
  /** The account */
  account_id: string;
  /** In the account's currency (else 400 currency_mismatch) */
  amount: {
    /** Signed minor units, not 0: positive a debit (the account owes more), negative a credit */
    amount: number;
    /** ISO 4217 code in upper case (USD, EUR, JPY); unknown codes get invalid_currency */
    currency: string;
  };
  /** Why: the entry's description, which the merchant reads */
  reason: string;
};

/** The data of Add a manual entry (POST /v1/admin/billing/entries/add). */
export type AdminBillingEntriesAddData = {
  /** One ledger entry: never changed once written (a correction is a new entry) */
  entry: {
    entry_id: string;
    /** When it was written (UTC) */
    at: string;
    /** order_charge: an order received (its total); order_adjustment: its costs re-priced (a new shipping method or country: the difference); order_credit: items cancelled (the difference, negative); reshipment_charge: a reshipment the operator marked billable; payment: money the operator recorded; manual: an operator's credit or debit */
    type: "order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual";
    /** Signed: positive adds to what the account owes (charges), negative takes off (payments, credits) */
    amount: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax of the entry, same currency and sign; 0 while no tax is computed */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    order_ref: string | null;
    description: string;
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    invoice_id: string | null;
  };
  balance: {
    account_id: string;
    currency: string | null;
    balance: ({
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }) | null;
    /** The balance of every currency the account has entries in, by code (an account whose currency changed may hold several) */
    balances: Array<{
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }>;
  };
};

/** The body of An account's ledger entries (POST /v1/admin/billing/entries/list). */
export type AdminBillingEntriesListBody = {
  /** The account */
  account_id: string;
  /** Only entries of these types */
  types?: Array<"order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual">;
  /** Only the entries of this order */
  order_ref?: string;
  /** Entries written at or after this instant (RFC 3339 UTC, else 400 invalid_timestamp) */
  from?: string;
  /** Entries written before this instant (RFC 3339 UTC, else 400 invalid_timestamp) */
  to?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of An account's ledger entries (POST /v1/admin/billing/entries/list). */
export type AdminBillingEntriesListData = {
  /** Oldest first */
  entries: Array<{
    entry_id: string;
    /** When it was written (UTC) */
    at: string;
    /** order_charge: an order received (its total); order_adjustment: its costs re-priced (a new shipping method or country: the difference); order_credit: items cancelled (the difference, negative); reshipment_charge: a reshipment the operator marked billable; payment: money the operator recorded; manual: an operator's credit or debit */
    type: "order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual";
    /** Signed: positive adds to what the account owes (charges), negative takes off (payments, credits) */
    amount: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax of the entry, same currency and sign; 0 while no tax is computed */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    order_ref: string | null;
    description: string;
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    invoice_id: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Issue an account's invoice of a month (POST /v1/admin/billing/invoices/issue). */
export type AdminBillingInvoicesIssueBody = {
  /** The account */
  account_id: string;
  /** A calendar month (UTC), YYYY-MM (2026-11) */
  period: string;
};

/** The data of Issue an account's invoice of a month (POST /v1/admin/billing/invoices/issue). */
export type AdminBillingInvoicesIssueData = {
  /** inv_…: the invoice's id (its downloads: GET …/invoices/{invoice_id}.pdf and .csv) */
  invoice_id: string;
  /** INV-YYYY-NNNNNN: numbered without gaps across the installation, per year of issue */
  number: string;
  account_id: string;
  /** The month it bills (YYYY-MM): every entry not yet invoiced written before the month's end */
  period: string;
  /** When it was issued (UTC) */
  issued_at: string;
  currency: string;
  /** Σ amount of the entries that are not payments: charges less credits, before tax */
  net: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** Σ tax of the entries (each already rounded per order; never rounded again) */
  tax: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** net + tax */
  total: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** Σ of the payments it lists (negative) */
  payments: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** The previous invoice's balance carried forward (0 for the first) */
  brought_forward: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** brought_forward + total + payments: what the account owes after it */
  carried: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** The entries it lists (billing/entries shows their invoice_id) */
  entry_count: number;
  /** true: no tax charged, the customer accounts for it (EU reverse charge) */
  reverse_charge: boolean;
};

/** The body of Invoices (POST /v1/admin/billing/invoices/list). */
export type AdminBillingInvoicesListBody = {
  /** The account */
  account_id?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Invoices (POST /v1/admin/billing/invoices/list). */
export type AdminBillingInvoicesListData = {
  /** Newest first */
  invoices: Array<{
    /** inv_…: the invoice's id (its downloads: GET …/invoices/{invoice_id}.pdf and .csv) */
    invoice_id: string;
    /** INV-YYYY-NNNNNN: numbered without gaps across the installation, per year of issue */
    number: string;
    account_id: string;
    /** The month it bills (YYYY-MM): every entry not yet invoiced written before the month's end */
    period: string;
    /** When it was issued (UTC) */
    issued_at: string;
    currency: string;
    /** Σ amount of the entries that are not payments: charges less credits, before tax */
    net: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ tax of the entries (each already rounded per order; never rounded again) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** net + tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ of the payments it lists (negative) */
    payments: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The previous invoice's balance carried forward (0 for the first) */
    brought_forward: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** brought_forward + total + payments: what the account owes after it */
    carried: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The entries it lists (billing/entries shows their invoice_id) */
    entry_count: number;
    /** true: no tax charged, the customer accounts for it (EU reverse charge) */
    reverse_charge: boolean;
  }>;
  next_cursor: string | null;
};

/** The body of Record a payment (POST /v1/admin/billing/payments/record). */
export type AdminBillingPaymentsRecordBody = {
  /** The account */
  account_id: string;
  /** Money received, in the account's currency (else 400 currency_mismatch) */
  amount: {
    /** Minor units received, more than 0 */
    amount: number;
    /** ISO 4217 code in upper case (USD, EUR, JPY); unknown codes get invalid_currency */
    currency: string;
  };
  /** The payment's reference (a bank transfer's, a card payment's id); the entry's description */
  reference: string;
};

/** The data of Record a payment (POST /v1/admin/billing/payments/record). */
export type AdminBillingPaymentsRecordData = {
  /** One ledger entry: never changed once written (a correction is a new entry) */
  entry: {
    entry_id: string;
    /** When it was written (UTC) */
    at: string;
    /** order_charge: an order received (its total); order_adjustment: its costs re-priced (a new shipping method or country: the difference); order_credit: items cancelled (the difference, negative); reshipment_charge: a reshipment the operator marked billable; payment: money the operator recorded; manual: an operator's credit or debit */
    type: "order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual";
    /** Signed: positive adds to what the account owes (charges), negative takes off (payments, credits) */
    amount: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax of the entry, same currency and sign; 0 while no tax is computed */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    order_ref: string | null;
    description: string;
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    invoice_id: string | null;
  };
  balance: {
    account_id: string;
    currency: string | null;
    balance: ({
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }) | null;
    /** The balance of every currency the account has entries in, by code (an account whose currency changed may hold several) */
    balances: Array<{
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }>;
  };
};

/** The body of Create a catalog blank (POST /v1/admin/catalog/create). */
export type AdminCatalogCreateBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  name: string;
  type: "pod" | "fulfillment";
  packing_slip_supported?: boolean;
  /** Count its units (docs/operator-guide.md#stock): per account and product for a fulfillment blank, shared by every account for a POD blank */
  track_stock?: boolean;
  print_areas?: {
    [key: string]: {
      width_px: number;
      height_px: number;
      dpi: number;
    };
  };
  /** Per ISO 4217 currency: the price of one item, first print area included, in minor units */
  prices?: {
    [key: string]: number;
  };
  /** Per ISO 4217 currency: each printed area beyond the first, per item, in minor units */
  extra_area_prices?: {
    [key: string]: number;
  };
  /** Business days to make one (2 when not set) */
  production_days?: number;
  /** Harmonized System code: 6–10 digits, dots allowed (6109.10); others get invalid_hs_code */
  hs_code?: string;
  /** ISO 3166-1 alpha-2 code of the country the goods were made in */
  origin_country?: string;
  /** What the goods are, in the words customs read (T-shirt, cotton, printed) */
  customs_description?: string;
  /** Net weight of one item in grams (what a CN23 declaration asks for); each order line keeps the weight it was created with */
  weight_grams?: number;
};

/** The data of Create a catalog blank (POST /v1/admin/catalog/create). */
export type AdminCatalogCreateData = {
  sku: string;
  name: string;
  type: "pod" | "fulfillment";
  packing_slip_supported: boolean;
  track_stock: boolean;
  print_areas: {
    [key: string]: {
      width_px: number;
      height_px: number;
      dpi: number;
    };
  };
  prices: {
    [key: string]: number;
  };
  extra_area_prices: {
    [key: string]: number;
  };
  production_days: number;
  hs_code: string | null;
  origin_country: string | null;
  customs_description: string | null;
  weight_grams: number | null;
  created_at: string;
};

/** The body of List catalog blanks (POST /v1/admin/catalog/list). */
export type AdminCatalogListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List catalog blanks (POST /v1/admin/catalog/list). */
export type AdminCatalogListData = {
  blanks: Array<{
    sku: string;
    name: string;
    type: "pod" | "fulfillment";
    packing_slip_supported: boolean;
    track_stock: boolean;
    print_areas: {
      [key: string]: {
        width_px: number;
        height_px: number;
        dpi: number;
      };
    };
    prices: {
      [key: string]: number;
    };
    extra_area_prices: {
      [key: string]: number;
    };
    production_days: number;
    hs_code: string | null;
    origin_country: string | null;
    customs_description: string | null;
    weight_grams: number | null;
    created_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of Change a catalog blank (POST /v1/admin/catalog/update). */
export type AdminCatalogUpdateBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  name?: string;
  /** Per ISO 4217 currency: the price of one item, first print area included, in minor units */
  prices?: {
    [key: string]: number;
  };
  /** Per ISO 4217 currency: each printed area beyond the first, per item, in minor units */
  extra_area_prices?: {
    [key: string]: number;
  };
  /** Business days to make one (2 when not set) */
  production_days?: number;
  packing_slip_supported?: boolean;
  /** Count its units from now on (true), or stop counting (false): order lines already counted stay counted */
  track_stock?: boolean;
  hs_code?: string | null;
  origin_country?: string | null;
  customs_description?: string | null;
  weight_grams?: number | null;
};

/** The data of Change a catalog blank (POST /v1/admin/catalog/update). */
export type AdminCatalogUpdateData = {
  sku: string;
  name: string;
  type: "pod" | "fulfillment";
  packing_slip_supported: boolean;
  track_stock: boolean;
  print_areas: {
    [key: string]: {
      width_px: number;
      height_px: number;
      dpi: number;
    };
  };
  prices: {
    [key: string]: number;
  };
  extra_area_prices: {
    [key: string]: number;
  };
  production_days: number;
  hs_code: string | null;
  origin_country: string | null;
  customs_description: string | null;
  weight_grams: number | null;
  created_at: string;
};

/** The body of Add an operator (POST /v1/admin/operators/create). */
export type AdminOperatorsCreateBody = {
  /** What timelines call them ("Pat put the order on hold"); unique whatever its case */
  name: string;
  email?: string | null;
};

/** The data of Add an operator (POST /v1/admin/operators/create). */
export type AdminOperatorsCreateData = {
  operator_id: string;
  name: string;
  email: string | null;
};

/** The body of List operators (POST /v1/admin/operators/list). */
export type AdminOperatorsListBody = Record<string, never>;

/** The data of List operators (POST /v1/admin/operators/list). */
export type AdminOperatorsListData = {
  /** Every operator, oldest first (not paged) */
  operators: Array<{
    operator_id: string;
    name: string;
    email: string | null;
    disabled: boolean;
    created_at: string;
    updated_at: string;
    /** Oldest first, revoked ones included; never the token itself. POD_ADMIN_TOKEN is configuration, not listed. */
    tokens: Array<{
      token_id: string;
      name: string | null;
      created_at: string;
      /** null while the token works */
      revoked_at: string | null;
      /** The token's last request, to the minute; null: never used */
      last_used_at: string | null;
    }>;
  }>;
};

/** The body of Rename, enable or disable an operator (POST /v1/admin/operators/update). */
export type AdminOperatorsUpdateBody = {
  /** The operator's id (op_…; op_admin is the operator POD_ADMIN_TOKEN stands for) */
  operator_id: string;
  /** What timelines call them ("Pat put the order on hold"); unique whatever its case */
  name?: string;
  email?: string | null;
  /** true: the operator's tokens and console sessions get 401 operator_disabled at once; false lets them in again */
  disabled?: boolean;
};

/** The data of Rename, enable or disable an operator (POST /v1/admin/operators/update). */
export type AdminOperatorsUpdateData = {
  operator_id: string;
  name: string;
  email: string | null;
  disabled: boolean;
  created_at: string;
  updated_at: string;
  /** Oldest first, revoked ones included; never the token itself. POD_ADMIN_TOKEN is configuration, not listed. */
  tokens: Array<{
    token_id: string;
    name: string | null;
    created_at: string;
    /** null while the token works */
    revoked_at: string | null;
    /** The token's last request, to the minute; null: never used */
    last_used_at: string | null;
  }>;
};

/** The body of Create an operator's token (POST /v1/admin/operator-tokens/create). */
export type AdminOperatorTokensCreateBody = {
  /** The operator's id (op_…; op_admin is the operator POD_ADMIN_TOKEN stands for) */
  operator_id: string;
  /** A label, such as the machine or the purpose */
  name?: string;
};

/** The data of Create an operator's token (POST /v1/admin/operator-tokens/create). */
export type AdminOperatorTokensCreateData = {
  token_id: string;
  /** Shown in this response only; the service keeps a hash */
  token: string;
  operator_id: string;
};

/** The body of Revoke an operator's token (POST /v1/admin/operator-tokens/revoke). */
export type AdminOperatorTokensRevokeBody = {
  token_id: string;
};

/** The data of Revoke an operator's token (POST /v1/admin/operator-tokens/revoke). */
export type AdminOperatorTokensRevokeData = {
  token_id: string;
  operator_id: string;
  revoked_at: string;
};

/** The body of Change or cancel many orders (POST /v1/admin/orders/bulk). */
export type AdminOrdersBulkBody = {
  /** transition: to status, as orders/transition; cancel: to cancelled, as orders/transition with status cancelled */
  action: "transition" | "cancel";
  /** The orders (1–500; a ref named twice is worked once) */
  order_refs?: string[];
  /** The orders orders/list would list with these fields, over every page (test accounts' orders only with include_test) */
  filter?: {
    /** Only this account's orders */
    account_id?: string;
    /** Only this store's orders (stores/list) */
    store_id?: string;
    /** Only orders with this caller's reference (unique within an account, so at most one per account) */
    external_ref?: string;
    status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    created_after?: string;
    /** true lists test accounts' orders too (left out otherwise, even when account_id names a test account) */
    include_test?: boolean;
    /** true lists draft orders too (left out otherwise: nothing is to be done with them until their caller confirms them); status draft lists them alone */
    include_drafts?: boolean;
    /** Only orders shipping with this method (its code) */
    shipping_method?: string;
    /** true: only orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled */
    late?: boolean;
    /** Search: each word (case and accents ignored) must begin an order_ref, an external_ref, a word of the ship-to name, city or zip, or a tracking number of the order */
    q?: string;
    /** Only orders received at or after this RFC 3339 date-time in UTC */
    received_after?: string;
    /** Only orders received before this RFC 3339 date-time in UTC */
    received_before?: string;
    /** Only orders with a line of this SKU */
    sku?: string;
    /** Only orders whose stock is this: allocated, backordered (a counted line waits for units) or not_tracked */
    stock?: "allocated" | "backordered" | "not_tracked";
    /** Only the orders of one work queue of orders/counts: ready_to_produce (received, every file ready, edit window passed), files_stuck (a print file failed or pending over 15 minutes, order not shipped or cancelled), forced_unready (in_production with a file not ready), shipment_exceptions (latest shipment exception or returned), late (ship_by passed, not shipped or cancelled), backordered (a counted line waits for stock, not shipped or cancelled) */
    queue?: "ready_to_produce" | "files_stuck" | "forced_unready" | "shipment_exceptions" | "late" | "backordered";
  };
  status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** Recorded on each order as orders/transition records it; required when force is true */
  reason?: string;
  /** As orders/transition: in_production although print files are not ready (needs a reason) */
  force?: boolean;
};

/** The data of Change or cancel many orders (POST /v1/admin/orders/bulk). */
export type AdminOrdersBulkData = {
  /** One result per order, in the order of order_refs, or newest first for a filter */
  results: Array<{
    order_ref: string;
    /** true: the order changed; false: it was refused (code, message) and left as it was */
    ok: boolean;
    status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** Why the order was refused: the code orders/transition answers for it (its first error's) */
    code?: string;
    /** The refusal's message, for a person */
    message?: string;
  }>;
};

/** The body of Count orders by status (POST /v1/admin/orders/counts). */
export type AdminOrdersCountsBody = {
  /** Only this account's orders */
  account_id?: string;
  /** true counts test accounts' orders too (left out otherwise, as orders/list does) */
  include_test?: boolean;
  /** true counts draft orders too (counts.draft, and in total); left out otherwise (counts.draft 0), as orders/list does */
  include_drafts?: boolean;
};

/** The data of Count orders by status (POST /v1/admin/orders/counts). */
export type AdminOrdersCountsData = {
  /** Orders in each status (0 when none) */
  counts: {
    draft: number;
    received: number;
    on_hold: number;
    in_production: number;
    partially_shipped: number;
    shipped: number;
    cancelled: number;
  };
  total: number;
  /** Orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled; counted within the statuses above */
  late: number;
  /** Received orders whose print files are all ready and whose edit window has passed: what can go to production now (orders/list queue: ready_to_produce) */
  ready_to_produce: number;
  /** Orders not shipped or cancelled with a print file that failed or has been pending over 15 minutes (queue: files_stuck) */
  files_stuck: number;
  /** Orders in production whose print files are not all ready (sent with force) (queue: forced_unready) */
  forced_unready: number;
  /** Orders whose latest shipment's status is exception or returned (queue: shipment_exceptions) */
  shipment_exceptions: number;
  /** Orders not shipped or cancelled with a counted line waiting for stock (queue: backordered) */
  backordered: number;
  /** Per status an order waits in: whole minutes since the oldest order now in it was received; null when none is */
  oldest_waiting_minutes: {
    received: number | null;
    on_hold: number | null;
    in_production: number | null;
    partially_shipped: number | null;
  };
};

/** The body of Webhook deliveries of one order (POST /v1/admin/orders/deliveries). */
export type AdminOrdersDeliveriesBody = {
  /** The service's order reference */
  order_ref: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Webhook deliveries of one order (POST /v1/admin/orders/deliveries). */
export type AdminOrdersDeliveriesData = {
  deliveries: Array<{
    delivery_id: string;
    webhook_id: string;
    /** Also the webhook-id header */
    event_id: string;
    event_type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
    /** The order the event is about (a made-up one for a test event) */
    order_ref: string;
    /** A sample event sent by webhooks/test (its payload carries test: true) */
    test: boolean;
    status: "pending" | "succeeded" | "failed";
    attempt_count: number;
    last_attempt_at: string | null;
    next_attempt_at: string | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
    attempts: Array<{
      attempt: number;
      at: string;
      latency_ms: number;
      http_status: number | null;
      error: string | null;
      response_body: string | null;
    }>;
  }>;
  next_cursor: string | null;
};

/** The body of Any order's event history (POST /v1/admin/orders/events). */
export type AdminOrdersEventsBody = {
  /** The service's order reference */
  order_ref: string;
  /** Only events after this sequence (default 0: from the first) */
  after_sequence?: number;
  /** At most this many events, 1–500 (default 100) */
  limit?: number;
};

/** The data of Any order's event history (POST /v1/admin/orders/events). */
export type AdminOrdersEventsData = {
  order_ref: string;
  external_ref: string;
  /** The sequence of the order's latest event (0: none yet) */
  sequence: number;
  /** Oldest first */
  events: Array<{
    /** The event's id; the same in webhook-id when it is delivered */
    id: string;
    type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
    /** 1, 2, 3 … per order (per subject for an event not about one order), without gaps, in the order the events happened */
    sequence: number;
    /** The account's mode: test for a sandbox account's order (never produced), live otherwise */
    mode: "live" | "test";
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    occurred_at: string;
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    created_at: string;
    /** order_ref, external_ref, store_id, status, and the event's own fields (an event not about one order: its subject's fields) */
    data: {
      [key: string]: unknown;
    };
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    /** One readable line: "Pat put the order on hold: fraud check" */
    summary: string;
  }>;
  /** More events follow: ask again with after_sequence set to the last one's sequence */
  more: boolean;
  /** What operators did that is no event (a files retry), placed among these events by after_sequence: the activity after the asked after_sequence up to the last event listed (to the end when more is false), oldest first */
  activity: Array<{
    id: string;
    /** print_files.retried: an operator queued the order's failed print files again (data.files: item_ref and area of each) */
    type: "print_files.retried";
    /** The order's latest event sequence when it happened: the timeline shows it after that event (0: before any) */
    after_sequence: number;
    occurred_at: string;
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    /** One readable line: "Pat retried the print files: 2 failed files queued again" */
    summary: string;
    data: {
      [key: string]: unknown;
    };
  }>;
};

/** The body of Export orders as CSV (POST /v1/admin/orders/export). */
export type AdminOrdersExportBody = {
  /** Only this account's orders */
  account_id?: string;
  /** Only this store's orders (stores/list) */
  store_id?: string;
  /** Only orders with this caller's reference (unique within an account, so at most one per account) */
  external_ref?: string;
  status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  created_after?: string;
  /** true lists test accounts' orders too (left out otherwise, even when account_id names a test account) */
  include_test?: boolean;
  /** true lists draft orders too (left out otherwise: nothing is to be done with them until their caller confirms them); status draft lists them alone */
  include_drafts?: boolean;
  /** Only orders shipping with this method (its code) */
  shipping_method?: string;
  /** true: only orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled */
  late?: boolean;
  /** Search: each word (case and accents ignored) must begin an order_ref, an external_ref, a word of the ship-to name, city or zip, or a tracking number of the order */
  q?: string;
  /** Only orders received at or after this RFC 3339 date-time in UTC */
  received_after?: string;
  /** Only orders received before this RFC 3339 date-time in UTC */
  received_before?: string;
  /** Only orders with a line of this SKU */
  sku?: string;
  /** Only orders whose stock is this: allocated, backordered (a counted line waits for units) or not_tracked */
  stock?: "allocated" | "backordered" | "not_tracked";
  /** Only the orders of one work queue of orders/counts: ready_to_produce (received, every file ready, edit window passed), files_stuck (a print file failed or pending over 15 minutes, order not shipped or cancelled), forced_unready (in_production with a file not ready), shipment_exceptions (latest shipment exception or returned), late (ship_by passed, not shipped or cancelled), backordered (a counted line waits for stock, not shipped or cancelled) */
  queue?: "ready_to_produce" | "files_stuck" | "forced_unready" | "shipment_exceptions" | "late" | "backordered";
  /** lines (default): a row per order line; shipments: a row per shipment (orders without one have no row) */
  rows?: "lines" | "shipments";
};

/** The body of Get any order (POST /v1/admin/orders/get). */
export type AdminOrdersGetBody = {
  /** The service's order reference */
  order_ref: string;
};

/** The data of Get any order (POST /v1/admin/orders/get). */
export type AdminOrdersGetData = {
  order_ref: string;
  external_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  status_reason: string | null;
  /** live, or test for an order of a sandbox account (never produced; see the sandbox guide) */
  mode: "live" | "test";
  /** What may happen to the order now; the operations answer exactly this */
  allowed_actions: {
    /** orders/update-shipping would be accepted now */
    update_shipping: boolean;
    /** orders/cancel-items would be accepted now (for quantities within what remains) */
    cancel_items: boolean;
    /** Statuses orders/transition reaches now without force (in_production only when every print file is ready) */
    transitions: Array<"draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled">;
    /** orders/ship would record a shipment now */
    ship: boolean;
    /** orders/ship with reshipment: true would record a reshipment now */
    reship: boolean;
  };
  item_kind: "standard" | "custom_text" | "print_files";
  /** allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock) */
  stock: "allocated" | "backordered" | "not_tracked";
  /** The caller's created_at, normalised to UTC */
  created_at: string;
  /** When the service accepted the order */
  received_at: string;
  /** received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready */
  editable_until: string;
  updated_at: string;
  order_note: string | null;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2: string | null;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  /** The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns */
  return_address: ({
    name: string;
    phone: string | null;
    address_1: string;
    address_2: string | null;
    city: string;
    zip: string;
    state: string;
    country: string;
  }) | null;
  return_address_source: "order" | "account" | "connected_store";
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  insert_id: number | null;
  store_id: string | null;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
  /** DAP or DDP */
  incoterm: string;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
  items: Array<{
    item_ref: string;
    sku: string;
    kind: "standard" | "custom_text" | "print_files";
    quantity: number;
    cancelled_quantity: number;
    shipped_quantity: number;
    allocated_quantity: number | null;
    backordered_quantity: number | null;
    /** Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise */
    status: "open" | "partially_shipped" | "shipped" | "cancelled";
    print_areas: ({
      [key: string]: {
        /** http(s) URL of a preview image */
        preview_image?: string;
        /** http(s) URL of the print file (print-file lines) */
        print_file?: string;
        /** Text values (custom-text lines) */
        custom_text?: Array<{
          /** A text field defined on the product's print area */
          field_name: string;
          /** Text to print */
          text: string;
        }>;
      };
    }) | null;
    /** Per print area: the files the service made or fetched for this line; empty when it needs none */
    print_files: {
      [key: string]: {
        status: "pending" | "ready" | "failed";
        /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
        attempts?: number;
        last_error?: string | null;
        reason?: string;
        print_file?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
        preview?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
      };
    };
    hs_code: string | null;
    origin_country: string | null;
    customs_description: string | null;
    customs_value: ({
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }) | null;
    /** What the line is called: its product's name, else its blank's (as the packing slip prints it) */
    product_name: string;
  }>;
  /** Every shipment of the order, oldest first, each line named by its SKU and product name */
  shipments: Array<{
    shipment_ref: string;
    carrier: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string;
    /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
    reshipment: boolean;
    status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
    /** Progress updates in the order they were recorded */
    events: Array<{
      status: "in_transit" | "delivered" | "returned" | "exception";
      /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
      occurred_at: string;
      note: string | null;
    }>;
    /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
    updated_at: string;
    items: Array<{
      item_ref: string;
      quantity: number;
      /** The line's SKU */
      sku: string;
      /** What the line is called: its product's name, else its blank's (as the packing slip prints it) */
      product_name: string;
    }>;
    /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
    replaces_shipment_ref?: string;
  }>;
  /** Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none */
  returns: Array<{
    return_ref: string;
    /** When the operator recorded the return */
    received_at: string;
    note: string | null;
    lines: Array<{
      item_ref: string;
      /** Units of the line that came back in this return */
      quantity: number;
      /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
      disposition: "restock" | "dispose";
    }>;
  }>;
  /** The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date */
  sequence: number;
  account_id: string;
  /** The account's name now (accounts/update may change it) */
  account_name: string;
  /** An order of a test account: the sandbox moves it to production and ships it; an operator cannot */
  test: boolean;
  /** Internal notes (orders/notes/add), oldest first */
  notes: Array<{
    note_id: string;
    order_ref: string;
    text: string;
    /** Who wrote the note: the operator (for now every note is the admin operator's, id "admin") */
    actor: {
      type: "operator";
      id: string;
      name: string;
    };
    /** When the note was written (UTC) */
    created_at: string;
  }>;
};

/** The body of List orders of every account (POST /v1/admin/orders/list). */
export type AdminOrdersListBody = {
  /** Only this account's orders */
  account_id?: string;
  /** Only this store's orders (stores/list) */
  store_id?: string;
  /** Only orders with this caller's reference (unique within an account, so at most one per account) */
  external_ref?: string;
  status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  created_after?: string;
  /** true lists test accounts' orders too (left out otherwise, even when account_id names a test account) */
  include_test?: boolean;
  /** true lists draft orders too (left out otherwise: nothing is to be done with them until their caller confirms them); status draft lists them alone */
  include_drafts?: boolean;
  /** Only orders shipping with this method (its code) */
  shipping_method?: string;
  /** true: only orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled */
  late?: boolean;
  /** newest (default): newest first; ship_by: soonest ship_by first */
  sort?: "newest" | "ship_by";
  /** Search: each word (case and accents ignored) must begin an order_ref, an external_ref, a word of the ship-to name, city or zip, or a tracking number of the order */
  q?: string;
  /** Only orders received at or after this RFC 3339 date-time in UTC */
  received_after?: string;
  /** Only orders received before this RFC 3339 date-time in UTC */
  received_before?: string;
  /** Only orders with a line of this SKU */
  sku?: string;
  /** Only orders whose stock is this: allocated, backordered (a counted line waits for units) or not_tracked */
  stock?: "allocated" | "backordered" | "not_tracked";
  /** Only the orders of one work queue of orders/counts: ready_to_produce (received, every file ready, edit window passed), files_stuck (a print file failed or pending over 15 minutes, order not shipped or cancelled), forced_unready (in_production with a file not ready), shipment_exceptions (latest shipment exception or returned), late (ship_by passed, not shipped or cancelled), backordered (a counted line waits for stock, not shipped or cancelled) */
  queue?: "ready_to_produce" | "files_stuck" | "forced_unready" | "shipment_exceptions" | "late" | "backordered";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List orders of every account (POST /v1/admin/orders/list). */
export type AdminOrdersListData = {
  orders: Array<{
    order_ref: string;
    external_ref: string;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    status_reason: string | null;
    /** live, or test for an order of a sandbox account (never produced; see the sandbox guide) */
    mode: "live" | "test";
    /** What may happen to the order now; the operations answer exactly this */
    allowed_actions: {
      /** orders/update-shipping would be accepted now */
      update_shipping: boolean;
      /** orders/cancel-items would be accepted now (for quantities within what remains) */
      cancel_items: boolean;
      /** Statuses orders/transition reaches now without force (in_production only when every print file is ready) */
      transitions: Array<"draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled">;
      /** orders/ship would record a shipment now */
      ship: boolean;
      /** orders/ship with reshipment: true would record a reshipment now */
      reship: boolean;
    };
    item_kind: "standard" | "custom_text" | "print_files";
    /** allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock) */
    stock: "allocated" | "backordered" | "not_tracked";
    /** The caller's created_at, normalised to UTC */
    created_at: string;
    /** When the service accepted the order */
    received_at: string;
    /** received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready */
    editable_until: string;
    updated_at: string;
    order_note: string | null;
    shipping_name: string;
    shipping_phone: string;
    shipping_address_1: string;
    shipping_address_2: string | null;
    shipping_city: string;
    shipping_zip: string;
    shipping_state: string;
    shipping_country: string;
    /** The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns */
    return_address: ({
      name: string;
      phone: string | null;
      address_1: string;
      address_2: string | null;
      city: string;
      zip: string;
      state: string;
      country: string;
    }) | null;
    return_address_source: "order" | "account" | "connected_store";
    packing_slip: ({
      branding_message?: string;
      contact_message?: string;
    }) | null;
    insert_id: number | null;
    store_id: string | null;
    shipping_method: ({
      code: string;
      name: string;
      carrier: string | null;
      days_min: number;
      days_max: number;
    }) | null;
    costs: ({
      currency: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      items_total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      shipping: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** items_total + shipping: net of tax */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
      tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total + tax: what the order costs */
      total_with_tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
      tax_rate: {
        /** The account's billing country when the order was priced; null: none (no tax) */
        country: string | null;
        /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
        rate_bp: number;
        /** The rate's name (VAT, GST …); null when the country has no rate */
        name: string | null;
        /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
        reverse_charge: boolean;
      };
      /** Per line, at its open quantity */
      lines: Array<{
        item_ref: string;
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        unit_price: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        extra_areas: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        total: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
      }>;
    }) | null;
    /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
    ship_by: string;
    deliver_from: string | null;
    deliver_to: string | null;
    /** DAP or DDP */
    incoterm: string;
    ioss_number: string | null;
    recipient_tax_id: string | null;
    /** What the order was accepted with but should be checked (empty: nothing) */
    warnings: Array<{
      /** The field concerned, as in errors */
      path: string;
      /** postcode_format, customs_incomplete */
      code: string;
      message: string;
    }>;
    items: Array<{
      item_ref: string;
      sku: string;
      kind: "standard" | "custom_text" | "print_files";
      quantity: number;
      cancelled_quantity: number;
      shipped_quantity: number;
      allocated_quantity: number | null;
      backordered_quantity: number | null;
      /** Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise */
      status: "open" | "partially_shipped" | "shipped" | "cancelled";
      print_areas: ({
        [key: string]: {
          /** http(s) URL of a preview image */
          preview_image?: string;
          /** http(s) URL of the print file (print-file lines) */
          print_file?: string;
          /** Text values (custom-text lines) */
          custom_text?: Array<{
            /** A text field defined on the product's print area */
            field_name: string;
            /** Text to print */
            text: string;
          }>;
        };
      }) | null;
      /** Per print area: the files the service made or fetched for this line; empty when it needs none */
      print_files: {
        [key: string]: {
          status: "pending" | "ready" | "failed";
          /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
          attempts?: number;
          last_error?: string | null;
          reason?: string;
          print_file?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
          preview?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
        };
      };
      hs_code: string | null;
      origin_country: string | null;
      customs_description: string | null;
      customs_value: ({
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      }) | null;
      /** What the line is called: its product's name, else its blank's (as the packing slip prints it) */
      product_name: string;
    }>;
    /** Every shipment of the order, oldest first, each line named by its SKU and product name */
    shipments: Array<{
      shipment_ref: string;
      carrier: string;
      tracking_number: string;
      tracking_url: string | null;
      shipped_at: string;
      /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
      reshipment: boolean;
      status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
      /** Progress updates in the order they were recorded */
      events: Array<{
        status: "in_transit" | "delivered" | "returned" | "exception";
        /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
        occurred_at: string;
        note: string | null;
      }>;
      /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
      updated_at: string;
      items: Array<{
        item_ref: string;
        quantity: number;
        /** The line's SKU */
        sku: string;
        /** What the line is called: its product's name, else its blank's (as the packing slip prints it) */
        product_name: string;
      }>;
      /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
      replaces_shipment_ref?: string;
    }>;
    /** Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none */
    returns: Array<{
      return_ref: string;
      /** When the operator recorded the return */
      received_at: string;
      note: string | null;
      lines: Array<{
        item_ref: string;
        /** Units of the line that came back in this return */
        quantity: number;
        /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
        disposition: "restock" | "dispose";
      }>;
    }>;
    /** The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date */
    sequence: number;
    account_id: string;
    /** The account's name now (accounts/update may change it) */
    account_name: string;
    /** An order of a test account: the sandbox moves it to production and ships it; an operator cannot */
    test: boolean;
  }>;
  next_cursor: string | null;
  /** How many orders the filter finds in all (every page): exact up to 10000, else the string "10000+" */
  total_count: number | "10000+";
};

/** The body of Add an internal note to an order (POST /v1/admin/orders/notes/add). */
export type AdminOrdersNotesAddBody = {
  /** The service's order reference */
  order_ref: string;
  /** The note, 1–2000 characters, not only spaces; line breaks kept */
  text: string;
};

/** The data of Add an internal note to an order (POST /v1/admin/orders/notes/add). */
export type AdminOrdersNotesAddData = {
  note_id: string;
  order_ref: string;
  text: string;
  /** Who wrote the note: the operator (for now every note is the admin operator's, id "admin") */
  actor: {
    type: "operator";
    id: string;
    name: string;
  };
  /** When the note was written (UTC) */
  created_at: string;
};

/** The body of Retry an order's failed print files (POST /v1/admin/orders/retry-files). */
export type AdminOrdersRetryFilesBody = {
  /** The service's order reference */
  order_ref: string;
  /** The order's latest event sequence as you last read it (orders/get's sequence). When the order has moved on since, nothing changes: HTTP 200, status error, code order_changed, data.sequence the order's sequence now. */
  expected_sequence?: number;
};

/** The data of Retry an order's failed print files (POST /v1/admin/orders/retry-files). */
export type AdminOrdersRetryFilesData = {
  order_ref: string;
  retried: Array<{
    item_ref: string;
    area: string;
  }>;
};

/** The body of Record a shipment (POST /v1/admin/orders/ship). */
export type AdminOrdersShipBody = {
  /** The service's order reference */
  order_ref: string;
  carrier: string;
  tracking_number: string;
  /** http(s) URL */
  tracking_url?: string;
  /** Lines and quantities in this parcel; absent means everything still open (for a reshipment: everything shipped) */
  items?: Array<{
    /** Line reference */
    item_ref: string;
    quantity: number;
  }>;
  /** true sends again what already shipped (a lost or damaged parcel): quantities up to each line's shipped quantity, allowed while partially_shipped or shipped; shipped quantities and the status do not change */
  reshipment?: boolean;
  /** With reshipment: true, the lost or damaged shipment of this order that this parcel replaces; the new shipment names it (replaces_shipment_ref) */
  replaces_shipment_ref?: string;
  /** With reshipment: true only (else 400 reshipment_required): true charges the account a reshipment_charge, the order's shipping price at its method snapshot for the parcel's items (docs/operator-guide.md#billing); an order without costs is refused with order_not_priced. Absent or false: the reshipment is not charged */
  billable?: boolean;
  /** The order's latest event sequence as you last read it (orders/get's sequence). When the order has moved on since, nothing changes: HTTP 200, status error, code order_changed, data.sequence the order's sequence now. */
  expected_sequence?: number;
};

/** The data of Record a shipment (POST /v1/admin/orders/ship). */
export type AdminOrdersShipData = {
  order_ref: string;
  shipment_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  reshipment: boolean;
};

/** The body of Change an order's status (POST /v1/admin/orders/transition). */
export type AdminOrdersTransitionBody = {
  /** The service's order reference */
  order_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** Recorded as status_reason and in the event; required when force is true */
  reason?: string;
  /** true goes to in_production although print files are pending or failed (the files gate); the event records forced: true and the reason. Never overrides the status table. */
  force?: boolean;
  /** The order's latest event sequence as you last read it (orders/get's sequence). When the order has moved on since, nothing changes: HTTP 200, status error, code order_changed, data.sequence the order's sequence now. */
  expected_sequence?: number;
};

/** The data of Change an order's status (POST /v1/admin/orders/transition). */
export type AdminOrdersTransitionData = {
  order_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
};

/** The body of Packing slips of several orders in one PDF (POST /v1/admin/packing-slips). */
export type AdminPackingSlipsBody = {
  order_refs?: string[];
  /** The orders orders/list would list with these fields, over every page (test accounts' orders only with include_test) */
  filter?: {
    /** Only this account's orders */
    account_id?: string;
    /** Only this store's orders (stores/list) */
    store_id?: string;
    /** Only orders with this caller's reference (unique within an account, so at most one per account) */
    external_ref?: string;
    status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    created_after?: string;
    /** true lists test accounts' orders too (left out otherwise, even when account_id names a test account) */
    include_test?: boolean;
    /** true lists draft orders too (left out otherwise: nothing is to be done with them until their caller confirms them); status draft lists them alone */
    include_drafts?: boolean;
    /** Only orders shipping with this method (its code) */
    shipping_method?: string;
    /** true: only orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled */
    late?: boolean;
    /** Search: each word (case and accents ignored) must begin an order_ref, an external_ref, a word of the ship-to name, city or zip, or a tracking number of the order */
    q?: string;
    /** Only orders received at or after this RFC 3339 date-time in UTC */
    received_after?: string;
    /** Only orders received before this RFC 3339 date-time in UTC */
    received_before?: string;
    /** Only orders with a line of this SKU */
    sku?: string;
    /** Only orders whose stock is this: allocated, backordered (a counted line waits for units) or not_tracked */
    stock?: "allocated" | "backordered" | "not_tracked";
    /** Only the orders of one work queue of orders/counts: ready_to_produce (received, every file ready, edit window passed), files_stuck (a print file failed or pending over 15 minutes, order not shipped or cancelled), forced_unready (in_production with a file not ready), shipment_exceptions (latest shipment exception or returned), late (ship_by passed, not shipped or cancelled), backordered (a counted line waits for stock, not shipped or cancelled) */
    queue?: "ready_to_produce" | "files_stuck" | "forced_unready" | "shipment_exceptions" | "late" | "backordered";
  };
  /** true leaves out the orders with nothing left to ship (named in Skipped-Orders) instead of refusing the batch */
  skip_unprintable?: boolean;
};

/** The body of Close a receiving (POST /v1/admin/receiving/close). */
export type AdminReceivingCloseBody = {
  /** The receiving's reference (rcv_…) */
  receiving_ref: string;
};

/** The data of Close a receiving (POST /v1/admin/receiving/close). */
export type AdminReceivingCloseData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of Any receiving (POST /v1/admin/receiving/get). */
export type AdminReceivingGetBody = {
  /** The receiving's reference (rcv_…) */
  receiving_ref: string;
};

/** The data of Any receiving (POST /v1/admin/receiving/get). */
export type AdminReceivingGetData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of List receivings (POST /v1/admin/receiving/list). */
export type AdminReceivingListBody = {
  /** One account's receivings */
  account_id?: string;
  status?: "awaiting" | "arriving" | "completed" | "cancelled";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List receivings (POST /v1/admin/receiving/list). */
export type AdminReceivingListData = {
  receivings: Array<{
    receiving_ref: string;
    account_id: string;
    external_ref: string | null;
    status: "awaiting" | "arriving" | "completed" | "cancelled";
    expected_at: string | null;
    carrier: string | null;
    tracking_number: string | null;
    boxes: Array<{
      /** The box's number, from 1 */
      box: number;
      lines: Array<{
        sku: string;
        /** Units announced */
        expected: number;
        /** Good units received: on hand */
        received: number;
        /** Units received damaged: recorded, never on hand */
        damaged: number;
      }>;
    }>;
    /** Each SKU over all boxes, by SKU */
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
      /** received + damaged − expected: negative when units are missing, positive when more came than announced */
      difference: number;
    }>;
    created_at: string;
    updated_at: string;
    completed_at: string | null;
    cancelled_at: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Receive goods of a receiving (POST /v1/admin/receiving/receive). */
export type AdminReceivingReceiveBody = {
  /** The receiving's reference (rcv_…) */
  receiving_ref: string;
  /** The box these units came in (its label's number); absent: spread over the boxes that announced the SKU */
  box?: number;
  lines: Array<{
    /** Product identifier: letters, digits, '.', '_', '-' */
    sku: string;
    /** Units, at least 1 */
    quantity: number;
    condition: "good" | "damaged";
  }>;
};

/** The data of Receive goods of a receiving (POST /v1/admin/receiving/receive). */
export type AdminReceivingReceiveData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of Receive a return (POST /v1/admin/returns/receive). */
export type AdminReturnsReceiveBody = {
  /** The service's order reference */
  order_ref: string;
  lines: Array<{
    /** A line of the order */
    item_ref: string;
    /** Units back: at most the line's shipped quantity less what came back before */
    quantity: number;
    /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
    disposition: "restock" | "dispose";
  }>;
  note?: string;
};

/** The data of Receive a return (POST /v1/admin/returns/receive). */
export type AdminReturnsReceiveData = {
  order_ref: string;
  return_ref: string;
  /** When the operator recorded the return */
  received_at: string;
  note: string | null;
  lines: Array<{
    item_ref: string;
    /** Units of the line that came back in this return */
    quantity: number;
    /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
    disposition: "restock" | "dispose";
  }>;
};

/** The body of Import shipments from CSV (POST /v1/admin/shipments/import). */
export type AdminShipmentsImportBody = {
  /** CSV text (RFC 4180) up to 5 MiB of UTF-8: a header row naming the columns, then one shipment per row */
  csv: string;
  /** true checks every row as the import would (rows of one order seeing each other) and writes nothing */
  dry_run?: boolean;
};

/** The data of Import shipments from CSV (POST /v1/admin/shipments/import). */
export type AdminShipmentsImportData = {
  dry_run: boolean;
  results: Array<{
    /** The row's line in the CSV text, the header being line 1 (as a spreadsheet numbers rows) */
    row: number;
    /** true: the shipment was recorded (dry run: would be) */
    ok: boolean;
    /** The order the row named, when it was found */
    order_ref?: string;
    /** The shipment recorded (absent in a dry run) */
    shipment_ref?: string;
    status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    /** Why the row was refused: a field rule's code, or the code orders/ship answers */
    code?: string;
    /** The refusal's message, for a person */
    message?: string;
  }>;
};

/** The body of Record a shipment's progress (POST /v1/admin/shipments/update). */
export type AdminShipmentsUpdateBody = {
  shipment_ref: string;
  status: "in_transit" | "delivered" | "returned" | "exception";
  /** When it happened (RFC 3339, UTC); default: now */
  occurred_at?: string;
  note?: string;
};

/** The data of Record a shipment's progress (POST /v1/admin/shipments/update). */
export type AdminShipmentsUpdateData = {
  order_ref: string;
  shipment: {
    shipment_ref: string;
    carrier: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string;
    /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
    reshipment: boolean;
    status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
    /** Progress updates in the order they were recorded */
    events: Array<{
      status: "in_transit" | "delivered" | "returned" | "exception";
      /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
      occurred_at: string;
      note: string | null;
    }>;
    /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
    updated_at: string;
    items: Array<{
      item_ref: string;
      quantity: number;
    }>;
    /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
    replaces_shipment_ref?: string;
  };
};

/** The body of Create a shipping method (POST /v1/admin/shipping-methods/create). */
export type AdminShippingMethodsCreateBody = {
  /** Upper-case letters, digits and _ (1–32) */
  code: string;
  name: string;
  carrier?: string;
  enabled?: boolean;
  /** A country's zone is the first naming it, else the * zone */
  zones: Array<{
    /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names */
    countries: string[];
    /** Per ISO 4217 currency: first_item + additional_item × (items − 1) */
    prices: {
      [key: string]: {
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        first_item: number;
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        additional_item: number;
      };
    };
    /** Business days in transit, at least */
    days_min: number;
    /** Business days in transit, at most */
    days_max: number;
  }>;
};

/** The data of Create a shipping method (POST /v1/admin/shipping-methods/create). */
export type AdminShippingMethodsCreateData = {
  code: string;
  name: string;
  carrier: string | null;
  enabled: boolean;
  zones: Array<{
    /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names */
    countries: string[];
    /** Per ISO 4217 currency: first_item + additional_item × (items − 1) */
    prices: {
      [key: string]: {
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        first_item: number;
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        additional_item: number;
      };
    };
    /** Business days in transit, at least */
    days_min: number;
    /** Business days in transit, at most */
    days_max: number;
  }>;
  created_at: string;
  updated_at: string;
};

/** The body of List shipping methods (POST /v1/admin/shipping-methods/list). */
export type AdminShippingMethodsListBody = {
  /** false lists enabled methods only (default true) */
  include_disabled?: boolean;
};

/** The data of List shipping methods (POST /v1/admin/shipping-methods/list). */
export type AdminShippingMethodsListData = {
  methods: Array<{
    code: string;
    name: string;
    carrier: string | null;
    enabled: boolean;
    zones: Array<{
      /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names */
      countries: string[];
      /** Per ISO 4217 currency: first_item + additional_item × (items − 1) */
      prices: {
        [key: string]: {
          /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
          first_item: number;
          /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
          additional_item: number;
        };
      };
      /** Business days in transit, at least */
      days_min: number;
      /** Business days in transit, at most */
      days_max: number;
    }>;
    created_at: string;
    updated_at: string;
  }>;
};

/** The body of Change a shipping method (POST /v1/admin/shipping-methods/update). */
export type AdminShippingMethodsUpdateBody = {
  /** Upper-case letters, digits and _ (1–32) */
  code: string;
  name?: string;
  carrier?: string | null;
  enabled?: boolean;
  /** A country's zone is the first naming it, else the * zone */
  zones?: Array<{
    /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names */
    countries: string[];
    /** Per ISO 4217 currency: first_item + additional_item × (items − 1) */
    prices: {
      [key: string]: {
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        first_item: number;
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        additional_item: number;
      };
    };
    /** Business days in transit, at least */
    days_min: number;
    /** Business days in transit, at most */
    days_max: number;
  }>;
};

/** The data of Change a shipping method (POST /v1/admin/shipping-methods/update). */
export type AdminShippingMethodsUpdateData = {
  code: string;
  name: string;
  carrier: string | null;
  enabled: boolean;
  zones: Array<{
    /** ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names */
    countries: string[];
    /** Per ISO 4217 currency: first_item + additional_item × (items − 1) */
    prices: {
      [key: string]: {
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        first_item: number;
        /** Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD) */
        additional_item: number;
      };
    };
    /** Business days in transit, at least */
    days_min: number;
    /** Business days in transit, at most */
    days_max: number;
  }>;
  created_at: string;
  updated_at: string;
};

/** The body of Adjust units on hand (POST /v1/admin/stock/adjust). */
export type AdminStockAdjustBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  /** The account whose goods are adjusted; absent for a POD blank */
  account_id?: string;
  /** Units added (positive) or taken off (negative) on hand; never 0 */
  delta: number;
  reason: "damaged" | "lost" | "found" | "correction";
  note?: string;
};

/** The data of Adjust units on hand (POST /v1/admin/stock/adjust). */
export type AdminStockAdjustData = {
  /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
  sku: string;
  /** The account whose goods these are; null for a POD blank, shared by every account */
  account_id: string | null;
  /** Units on the shelves */
  on_hand: number;
  /** Units set aside for open order lines */
  committed: number;
  /** on_hand − committed, never below 0: what the next order can have */
  available: number;
  /** Units open order lines still wait for */
  backordered: number;
  /** Units announced in receivings not yet received */
  incoming: number;
  /** At or below this many available the item is low; null: never low */
  reorder_point: number | null;
  status: "in_stock" | "low" | "out_of_stock";
  updated_at: string;
};

/** The body of Record a cycle count (POST /v1/admin/stock/count). */
export type AdminStockCountBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  /** The account whose goods were counted; absent for a POD blank */
  account_id?: string;
  /** Units found on the shelves: on_hand becomes this; the difference is recorded as cycle_count */
  counted: number;
  note?: string;
};

/** The data of Record a cycle count (POST /v1/admin/stock/count). */
export type AdminStockCountData = {
  /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
  sku: string;
  /** The account whose goods these are; null for a POD blank, shared by every account */
  account_id: string | null;
  /** Units on the shelves */
  on_hand: number;
  /** Units set aside for open order lines */
  committed: number;
  /** on_hand − committed, never below 0: what the next order can have */
  available: number;
  /** Units open order lines still wait for */
  backordered: number;
  /** Units announced in receivings not yet received */
  incoming: number;
  /** At or below this many available the item is low; null: never low */
  reorder_point: number | null;
  status: "in_stock" | "low" | "out_of_stock";
  updated_at: string;
};

/** The body of Export counted items as CSV (POST /v1/admin/stock/export). */
export type AdminStockExportBody = {
  /** One account's goods; null: the shared POD blanks; absent: every item */
  account_id?: string | null;
  /** Only items whose SKU begins with this (case ignored) */
  sku?: string;
  /** Only items at this level: in_stock, low or out_of_stock */
  status?: "in_stock" | "low" | "out_of_stock";
};

/** The body of List counted items (POST /v1/admin/stock/list). */
export type AdminStockListBody = {
  /** One account's goods; null: the shared POD blanks; absent: every item */
  account_id?: string | null;
  /** Only items whose SKU begins with this (case ignored) */
  sku?: string;
  /** Only items at this level: in_stock, low or out_of_stock */
  status?: "in_stock" | "low" | "out_of_stock";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List counted items (POST /v1/admin/stock/list). */
export type AdminStockListData = {
  items: Array<{
    /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
    sku: string;
    /** The account whose goods these are; null for a POD blank, shared by every account */
    account_id: string | null;
    /** Units on the shelves */
    on_hand: number;
    /** Units set aside for open order lines */
    committed: number;
    /** on_hand − committed, never below 0: what the next order can have */
    available: number;
    /** Units open order lines still wait for */
    backordered: number;
    /** Units announced in receivings not yet received */
    incoming: number;
    /** At or below this many available the item is low; null: never low */
    reorder_point: number | null;
    status: "in_stock" | "low" | "out_of_stock";
    updated_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of An item's movements (POST /v1/admin/stock/movements). */
export type AdminStockMovementsBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  /** The account whose goods these are; absent for a POD blank */
  account_id?: string;
  /** oldest (default): oldest first; newest: newest first (a cursor pages on in the order it was read in) */
  sort?: "oldest" | "newest";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of An item's movements (POST /v1/admin/stock/movements). */
export type AdminStockMovementsData = {
  movements: Array<{
    movement_id: string;
    at: string;
    sku: string;
    account_id: string | null;
    on_hand_delta: number;
    committed_delta: number;
    reason: "order" | "allocation" | "cancel" | "deallocation" | "shipment" | "receiving" | "return" | "damaged" | "lost" | "found" | "correction" | "cycle_count";
    order_ref: string | null;
    receiving_ref: string | null;
    /** An operator's id, account, or system */
    actor: string;
    note: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Archive a store (POST /v1/admin/stores/archive). */
export type AdminStoresArchiveBody = {
  account_id: string;
  /** The store's id (sto_…) */
  store_id: string;
};

/** The data of Archive a store (POST /v1/admin/stores/archive). */
export type AdminStoresArchiveData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of Create a store (POST /v1/admin/stores/create). */
export type AdminStoresCreateBody = {
  account_id: string;
  /** The shop's name, printed on its packing slips */
  name: string;
  /** The shop's address on the web, an absolute http(s) URL */
  url?: string;
  return_address?: {
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  };
  packing_slip?: {
    branding_message?: string;
    contact_message?: string;
    /** An absolute http(s) URL of the logo (PNG or JPEG, at most 5 MB), fetched and checked like a print file; logo.status says how that went */
    logo_url?: string;
  };
  /** Agreed marketing insert ids put in this store's parcels */
  insert_ids?: number[];
};

/** The data of Create a store (POST /v1/admin/stores/create). */
export type AdminStoresCreateData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of Get a store (POST /v1/admin/stores/get). */
export type AdminStoresGetBody = {
  account_id: string;
  /** The store's id (sto_…) */
  store_id: string;
};

/** The data of Get a store (POST /v1/admin/stores/get). */
export type AdminStoresGetData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of List stores (POST /v1/admin/stores/list). */
export type AdminStoresListBody = {
  account_id: string;
  /** true: archived stores only; false: the others; absent: both */
  archived?: boolean;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List stores (POST /v1/admin/stores/list). */
export type AdminStoresListData = {
  /** Oldest first */
  stores: Array<{
    store_id: string;
    name: string;
    /** The shop's URL; null: none */
    url: string | null;
    /** null: the account's return address applies */
    return_address: ({
      name: string;
      /** Digits, spaces and + ( ) - ., 5–32 characters */
      phone?: string;
      address_1: string;
      address_2?: string;
      city: string;
      zip: string;
      /** State or region; for US and CA a real state/province code or name */
      state: string;
      /** ISO 3166-1 alpha-2 code, any case */
      country: string;
    }) | null;
    /** The slip of this store's orders */
    packing_slip: {
      /** null: the account's applies */
      branding_message: string | null;
      /** null: the account's applies */
      contact_message: string | null;
      /** null: no logo */
      logo_url: string | null;
    };
    /** null: the account's insert ids apply */
    insert_ids: number[] | null;
    /** The account's default store: orders naming no store belong to it; it cannot be archived */
    default: boolean;
    /** An archived store is kept with its orders and refuses new ones */
    archived: boolean;
    /** The logo as fetched and checked; null while no logo_url is set */
    logo: ({
      /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
      status: "pending" | "ready" | "failed";
      /** Why the logo failed; null otherwise */
      reason: string | null;
      /** The stored logo's checksum once ready; null otherwise */
      file: string | null;
    }) | null;
    created_at: string;
    updated_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of Sample packing slip of a store (PDF) (POST /v1/admin/stores/sample-slip). */
export type AdminStoresSampleSlipBody = {
  account_id: string;
  /** The store's id (sto_…) */
  store_id: string;
};

/** The body of Change a store (POST /v1/admin/stores/update). */
export type AdminStoresUpdateBody = {
  account_id: string;
  /** The store's id (sto_…) */
  store_id: string;
  name?: string;
  /** null removes the shop's URL */
  url?: string | null;
  /** null removes the store's return address: the account's applies */
  return_address?: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** Replaces the store's packing slip (messages and logo); null removes it: the account's applies */
  packing_slip?: ({
    branding_message?: string;
    contact_message?: string;
    /** An absolute http(s) URL of the logo (PNG or JPEG, at most 5 MB), fetched and checked like a print file; logo.status says how that went */
    logo_url?: string;
  }) | null;
  /** Replaces the store's insert ids; null: the account's apply */
  insert_ids?: number[] | null;
};

/** The data of Change a store (POST /v1/admin/stores/update). */
export type AdminStoresUpdateData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of List tax rates (POST /v1/admin/tax-rates/list). */
export type AdminTaxRatesListBody = Record<string, never>;

/** The data of List tax rates (POST /v1/admin/tax-rates/list). */
export type AdminTaxRatesListData = {
  /** Every rate, by country */
  tax_rates: Array<{
    country: string;
    /** Basis points: 1900 = 19 % */
    rate_bp: number;
    name: string;
    created_at: string;
    /** When the rate was last set: orders priced before keep the rate they were sold at */
    updated_at: string;
  }>;
};

/** The body of Set a country's tax rate (POST /v1/admin/tax-rates/set). */
export type AdminTaxRatesSetBody = {
  /** ISO 3166-1 alpha-2 code, any case (kept upper case); others get invalid_country */
  country: string;
  /** Basis points of the order's total: 1900 = 19 %, 0–10000 */
  rate_bp: number;
  /** What the tax is called on invoices, e.g. VAT, MwSt., GST */
  name: string;
};

/** The data of Set a country's tax rate (POST /v1/admin/tax-rates/set). */
export type AdminTaxRatesSetData = {
  country: string;
  /** Basis points: 1900 = 19 % */
  rate_bp: number;
  name: string;
  created_at: string;
  /** When the rate was last set: orders priced before keep the rate they were sold at */
  updated_at: string;
};

/** The body of Create an account token (POST /v1/admin/tokens/create). */
export type AdminTokensCreateBody = {
  account_id: string;
  /** What the token may do: orders:read, orders:write, products:read, products:write, webhooks:read, webhooks:write, tokens:read, tokens:write, inventory:read, inventory:write, stores:read, stores:write, billing:read. Each caller operation needs one (the reference names it). */
  scopes?: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** What the token is for, e.g. the integration using it */
  name?: string;
  /** RFC 3339 date-time in UTC, in the future: the token gets 401 token_expired from then on (absent: it does not expire) */
  expires_at?: string;
  /** Limits the token to one open store of the account (another, archived or unknown: 400 unknown_store): it sees that store only. Absent: the whole account */
  store_id?: string;
};

/** The data of Create an account token (POST /v1/admin/tokens/create). */
export type AdminTokensCreateData = {
  token_id: string;
  account_id: string;
  scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** The name given at creation, or null */
  name: string | null;
  created_at: string;
  /** When the token stops working; null: never */
  expires_at: string | null;
  /** The store the token is limited to; null: the whole account */
  store_id: string | null;
  /** The bearer token, shown in this response only (pod_live_… or pod_test_…) */
  token: string;
};

/** The body of List an account's tokens (POST /v1/admin/tokens/list). */
export type AdminTokensListBody = {
  /** The account whose tokens to list */
  account_id: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List an account's tokens (POST /v1/admin/tokens/list). */
export type AdminTokensListData = {
  /** Oldest first; never the token itself */
  tokens: Array<{
    token_id: string;
    account_id: string;
    scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
    /** The name given at creation, or null */
    name: string | null;
    created_at: string;
    /** When the token stops working; null: never */
    expires_at: string | null;
    /** The store the token is limited to; null: the whole account */
    store_id: string | null;
    /** null while the token works */
    revoked_at: string | null;
    /** The token's last request, to the minute; null: never used */
    last_used_at: string | null;
    /** The account's token that made this one (the account's own tokens/create); null: an operator made it */
    created_by_token_id: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Revoke a token (POST /v1/admin/tokens/revoke). */
export type AdminTokensRevokeBody = {
  token_id: string;
};

/** The data of Revoke a token (POST /v1/admin/tokens/revoke). */
export type AdminTokensRevokeData = {
  token_id: string;
};

/** The body of Register a webhook endpoint (POST /v1/admin/webhooks/create). */
export type AdminWebhooksCreateBody = {
  account_id: string;
  /** https URL of the receiver; http and non-public hosts only when named in FETCH_ALLOW_HOSTS */
  url: string;
  /** Event types sent to this endpoint; absent or null means all */
  events?: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued">;
  /** null or absent: every store's orders. A store token's endpoints are limited to its own store (absent: its own) */
  store_ids?: string[] | null;
  /** JSONata expression evaluated against the standard payload { id, type, created_at, data }; its result is the body sent */
  template?: string;
};

/** The data of Register a webhook endpoint (POST /v1/admin/webhooks/create). */
export type AdminWebhooksCreateData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
  /** The account's name now */
  account_name: string;
} & {
  /** whsec_… signing secret; shown here and on rotate-secret only */
  secret: string;
};

/** The body of Delete a webhook endpoint (POST /v1/admin/webhooks/delete). */
export type AdminWebhooksDeleteBody = {
  webhook_id: string;
};

/** The data of Delete a webhook endpoint (POST /v1/admin/webhooks/delete). */
export type AdminWebhooksDeleteData = {
  webhook_id: string;
  deleted: true;
};

/** The body of List an endpoint's deliveries with their attempts (POST /v1/admin/webhooks/deliveries). */
export type AdminWebhooksDeliveriesBody = {
  webhook_id: string;
  status?: "pending" | "succeeded" | "failed";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List an endpoint's deliveries with their attempts (POST /v1/admin/webhooks/deliveries). */
export type AdminWebhooksDeliveriesData = {
  deliveries: Array<{
    delivery_id: string;
    webhook_id: string;
    /** Also the webhook-id header */
    event_id: string;
    event_type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
    /** The order the event is about (a made-up one for a test event) */
    order_ref: string;
    /** A sample event sent by webhooks/test (its payload carries test: true) */
    test: boolean;
    status: "pending" | "succeeded" | "failed";
    attempt_count: number;
    last_attempt_at: string | null;
    next_attempt_at: string | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
    attempts: Array<{
      attempt: number;
      at: string;
      latency_ms: number;
      http_status: number | null;
      error: string | null;
      response_body: string | null;
    }>;
  }>;
  next_cursor: string | null;
};

/** The body of Get a webhook endpoint (POST /v1/admin/webhooks/get). */
export type AdminWebhooksGetBody = {
  webhook_id: string;
};

/** The data of Get a webhook endpoint (POST /v1/admin/webhooks/get). */
export type AdminWebhooksGetData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
  /** The account's name now */
  account_name: string;
};

/** The body of List webhook endpoints (POST /v1/admin/webhooks/list). */
export type AdminWebhooksListBody = {
  account_id?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List webhook endpoints (POST /v1/admin/webhooks/list). */
export type AdminWebhooksListData = {
  webhooks: Array<{
    webhook_id: string;
    account_id: string;
    url: string;
    events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
    /** The stores whose orders' events are sent; null: every store */
    store_ids: string[] | null;
    template: string | null;
    enabled: boolean;
    disabled_reason: string | null;
    disabled_at: string | null;
    failing_since: string | null;
    previous_secret_expires_at: string | null;
    created_at: string;
    updated_at: string;
    /** Who registered the endpoint: the operator, or the account with its own token */
    created_by: "operator" | "account";
    /** The account's name now */
    account_name: string;
  }>;
  next_cursor: string | null;
};

/** The body of Send deliveries again (POST /v1/admin/webhooks/redeliver). */
export type AdminWebhooksRedeliverBody = {
  webhook_id: string;
  /** One delivery, whatever its status */
  delivery_id?: string;
  /** Every failed delivery whose event happened at or after this time */
  failed_since?: string;
};

/** The data of Send deliveries again (POST /v1/admin/webhooks/redeliver). */
export type AdminWebhooksRedeliverData = {
  webhook_id: string;
  /** Deliveries queued again, oldest first */
  delivery_ids: string[];
  /** true when more failed deliveries match: call again */
  more: boolean;
};

/** The body of Rotate the signing secret (POST /v1/admin/webhooks/rotate-secret). */
export type AdminWebhooksRotateSecretBody = {
  webhook_id: string;
  /** How long the old secret keeps signing too (default 24 h, 0 = stop at once) */
  previous_secret_ttl_seconds?: number;
};

/** The data of Rotate the signing secret (POST /v1/admin/webhooks/rotate-secret). */
export type AdminWebhooksRotateSecretData = {
  webhook_id: string;
  secret: string;
  previous_secret_expires_at: string | null;
};

/** The body of Send a test event (POST /v1/admin/webhooks/test). */
export type AdminWebhooksTestBody = {
  webhook_id: string;
  /** The event type of the sample sent (any type, whatever the endpoint's events filter) */
  type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
};

/** The data of Send a test event (POST /v1/admin/webhooks/test). */
export type AdminWebhooksTestData = {
  delivery_id: string;
  webhook_id: string;
  /** Also the webhook-id header */
  event_id: string;
  event_type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
  /** The order the event is about (a made-up one for a test event) */
  order_ref: string;
  /** A sample event sent by webhooks/test (its payload carries test: true) */
  test: boolean;
  status: "pending" | "succeeded" | "failed";
  attempt_count: number;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  attempts: Array<{
    attempt: number;
    at: string;
    latency_ms: number;
    http_status: number | null;
    error: string | null;
    response_body: string | null;
  }>;
};

/** The body of Change a webhook endpoint (POST /v1/admin/webhooks/update). */
export type AdminWebhooksUpdateBody = {
  webhook_id: string;
  /** https URL of the receiver; http and non-public hosts only when named in FETCH_ALLOW_HOSTS */
  url?: string;
  events?: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** null or absent: every store's orders. A store token's endpoints are limited to its own store (absent: its own) */
  store_ids?: string[] | null;
  template?: string | null;
  /** true re-enables an endpoint the service disabled, clearing disabled_reason */
  enabled?: boolean;
};

/** The data of Change a webhook endpoint (POST /v1/admin/webhooks/update). */
export type AdminWebhooksUpdateData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
  /** The account's name now */
  account_name: string;
};

/** The body of What your account owes (POST /v1/billing/balance). */
export type BillingBalanceBody = Record<string, never>;

/** The data of What your account owes (POST /v1/billing/balance). */
export type BillingBalanceData = {
  account_id: string;
  currency: string | null;
  balance: ({
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  }) | null;
  /** The balance of every currency the account has entries in, by code (an account whose currency changed may hold several) */
  balances: Array<{
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  }>;
};

/** The body of Your ledger entries (POST /v1/billing/entries). */
export type BillingEntriesBody = {
  /** Only entries of these types */
  types?: Array<"order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual">;
  /** Only the entries of this order */
  order_ref?: string;
  /** Entries written at or after this instant (RFC 3339 UTC, else 400 invalid_timestamp) */
  from?: string;
  /** Entries written before this instant (RFC 3339 UTC, else 400 invalid_timestamp) */
  to?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Your ledger entries (POST /v1/billing/entries). */
export type BillingEntriesData = {
  /** Oldest first */
  entries: Array<{
    entry_id: string;
    /** When it was written (UTC) */
    at: string;
    /** order_charge: an order received (its total); order_adjustment: its costs re-priced (a new shipping method or country: the difference); order_credit: items cancelled (the difference, negative); reshipment_charge: a reshipment the operator marked billable; payment: money the operator recorded; manual: an operator's credit or debit */
    type: "order_charge" | "order_adjustment" | "order_credit" | "reshipment_charge" | "payment" | "manual";
    /** Signed: positive adds to what the account owes (charges), negative takes off (payments, credits) */
    amount: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax of the entry, same currency and sign; 0 while no tax is computed */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    order_ref: string | null;
    description: string;
    /** Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors) */
    actor: ({
      type: "operator";
      id: string;
      /** The operator's name when the change was made */
      name: string;
    }) | ({
      type: "account";
    }) | ({
      type: "system";
      reason: "auto_release" | "sandbox" | "print_files" | "demo" | "recorded_before_actors" | "draft_expiry";
    });
    invoice_id: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Your invoices (POST /v1/billing/invoices/list). */
export type BillingInvoicesListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Your invoices (POST /v1/billing/invoices/list). */
export type BillingInvoicesListData = {
  /** Newest first */
  invoices: Array<{
    /** inv_…: the invoice's id (its downloads: GET …/invoices/{invoice_id}.pdf and .csv) */
    invoice_id: string;
    /** INV-YYYY-NNNNNN: numbered without gaps across the installation, per year of issue */
    number: string;
    account_id: string;
    /** The month it bills (YYYY-MM): every entry not yet invoiced written before the month's end */
    period: string;
    /** When it was issued (UTC) */
    issued_at: string;
    currency: string;
    /** Σ amount of the entries that are not payments: charges less credits, before tax */
    net: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ tax of the entries (each already rounded per order; never rounded again) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** net + tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Σ of the payments it lists (negative) */
    payments: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The previous invoice's balance carried forward (0 for the first) */
    brought_forward: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** brought_forward + total + payments: what the account owes after it */
    carried: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The entries it lists (billing/entries shows their invoice_id) */
    entry_count: number;
    /** true: no tax charged, the customer accounts for it (EU reverse charge) */
    reverse_charge: boolean;
  }>;
  next_cursor: string | null;
};

/** The body of Your counted goods (POST /v1/inventory/list). */
export type InventoryListBody = {
  /** Only these of your products */
  skus?: string[];
  status?: "in_stock" | "low" | "out_of_stock";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Your counted goods (POST /v1/inventory/list). */
export type InventoryListData = {
  items: Array<{
    /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
    sku: string;
    /** The account whose goods these are; null for a POD blank, shared by every account */
    account_id: string | null;
    /** Units on the shelves */
    on_hand: number;
    /** Units set aside for open order lines */
    committed: number;
    /** on_hand − committed, never below 0: what the next order can have */
    available: number;
    /** Units open order lines still wait for */
    backordered: number;
    /** Units announced in receivings not yet received */
    incoming: number;
    /** At or below this many available the item is low; null: never low */
    reorder_point: number | null;
    status: "in_stock" | "low" | "out_of_stock";
    updated_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of One item's movements (POST /v1/inventory/movements). */
export type InventoryMovementsBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of One item's movements (POST /v1/inventory/movements). */
export type InventoryMovementsData = {
  movements: Array<{
    movement_id: string;
    at: string;
    sku: string;
    account_id: string | null;
    on_hand_delta: number;
    committed_delta: number;
    reason: "order" | "allocation" | "cancel" | "deallocation" | "shipment" | "receiving" | "return" | "damaged" | "lost" | "found" | "correction" | "cycle_count";
    order_ref: string | null;
    receiving_ref: string | null;
    /** An operator's id, account, or system */
    actor: string;
    note: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Set a reorder point (POST /v1/inventory/update). */
export type InventoryUpdateBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  /** At or below this many available the item is low (stock.low); null: never low */
  reorder_point: number | null;
};

/** The data of Set a reorder point (POST /v1/inventory/update). */
export type InventoryUpdateData = {
  /** The product's SKU (an account's goods) or the blank's (a POD blank, shared) */
  sku: string;
  /** The account whose goods these are; null for a POD blank, shared by every account */
  account_id: string | null;
  /** Units on the shelves */
  on_hand: number;
  /** Units set aside for open order lines */
  committed: number;
  /** on_hand − committed, never below 0: what the next order can have */
  available: number;
  /** Units open order lines still wait for */
  backordered: number;
  /** Units announced in receivings not yet received */
  incoming: number;
  /** At or below this many available the item is low; null: never low */
  reorder_point: number | null;
  status: "in_stock" | "low" | "out_of_stock";
  updated_at: string;
};

/** The body of Cancel items of an order (POST /v1/orders/cancel-items). */
export type OrdersCancelItemsBody = {
  /** The service's order reference */
  order_ref: string;
  items: Array<{
    /** A line reference from the create response */
    item_ref: string;
    /** Quantity to cancel, 1..remaining */
    cancelled_quantity: number;
    /** Optimistic check: the line's current remaining quantity */
    quantity?: number;
  }>;
};

/** The data of Cancel items of an order (POST /v1/orders/cancel-items). */
export type OrdersCancelItemsData = {
  order_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  items: Array<{
    item_ref: string;
    /** Cancelled by this request */
    cancelled_quantity: number;
    remaining_quantity: number;
  }>;
};

/** The body of Confirm a draft order (POST /v1/orders/confirm). */
export type OrdersConfirmBody = {
  /** The draft's order reference */
  order_ref: string;
  /** The total you agreed to (costs.total as you last saw it). When today's prices give another total, nothing changes: HTTP 200, status error, code price_changed, data.costs the new costs. */
  expected_total?: {
    /** Minor units of the currency */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
};

/** The data of Confirm a draft order (POST /v1/orders/confirm). */
export type OrdersConfirmData = {
  order_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** What the confirm committed: allocated, backordered (a line waits for stock), or not_tracked */
  stock: "allocated" | "backordered" | "not_tracked";
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
};

/** The body of Create an order (POST /v1/orders/create). */
export type OrdersCreateBody = {
  /** Your unique identifier for the order (idempotency key) */
  external_ref: string;
  order_note?: string;
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  created_at: string;
  shipping_name: string;
  /** Digits, spaces and + ( ) - ., 5–32 characters */
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2?: string;
  shipping_city: string;
  shipping_zip: string;
  /** State or region; for US and CA a real state/province code or name */
  shipping_state: string;
  /** ISO 3166-1 alpha-2 code, any case */
  shipping_country: string;
  return_name?: string;
  /** Digits, spaces and + ( ) - ., 5–32 characters */
  return_phone?: string;
  return_address_1?: string;
  return_address_2?: string;
  return_city?: string;
  return_zip?: string;
  /** State or region; for US and CA a real state/province code or name */
  return_state?: string;
  /** ISO 3166-1 alpha-2 code, any case */
  return_country?: string;
  packing_slip?: {
    branding_message?: string;
    contact_message?: string;
  };
  /** A marketing insert agreed with the operator */
  insert_id?: number;
  /** The store the order is sold through (stores/list): its packing slip, logo, return address and inserts apply. Absent: a store token's store, else the account's default store */
  store_id?: string;
  /** Order lines, all of one kind */
  items: Array<{
    /** Product identifier: letters, digits, '.', '_', '-' */
    sku: string;
    quantity: number;
    /** Map of print area (front, back, …) to its content */
    print_areas?: {
      [key: string]: {
        /** http(s) URL of a preview image */
        preview_image?: string;
        /** http(s) URL of the print file (print-file lines) */
        print_file?: string;
        /** Text values (custom-text lines) */
        custom_text?: Array<{
          /** A text field defined on the product's print area */
          field_name: string;
          /** Text to print */
          text: string;
        }>;
      };
    };
    /** Harmonized System code: 6–10 digits, dots allowed (6109.10); others get invalid_hs_code */
    hs_code?: string;
    /** ISO 3166-1 alpha-2 code of the country the goods were made in */
    origin_country?: string;
    /** What the goods are, in the words customs read (T-shirt, cotton, printed) */
    customs_description?: string;
    /** Money: the value of one item for customs; default: the line's price when the account is priced */
    customs_value?: {
      /** One item's value in whole minor units of the currency (1250 = 12.50 USD) */
      amount: number;
      /** ISO 4217; a priced account's orders declare in its currency */
      currency: string;
    };
  }>;
  /** A shipping method's code (shipping/methods lists them); absent: the account's default when it serves the order, else the cheapest */
  shipping_method?: string;
  /** DAP or DDP: DAP (default) leaves duties and taxes to the recipient, DDP has the sender pay them */
  incoterm?: string;
  /** EU Import One-Stop Shop number: IM followed by 10 digits */
  ioss_number?: string;
  /** The recipient's tax id (BR: CPF/CNPJ, CL: RUT, MX: RFC; required for those destinations) */
  recipient_tax_id?: string;
  /** true: the order is a draft (status draft): checked, priced and its print files made like any order, but it commits no stock, is never produced and is charged only once orders/confirm makes it received; cancelled with reason draft_expired when not confirmed within DRAFT_TTL_DAYS (docs/caller-guide.md#drafts). Absent or false: an order as usual */
  draft?: boolean;
};

/** The data of Create an order (POST /v1/orders/create). */
export type OrdersCreateData = {
  order_ref: string;
  items: Array<{
    item_ref: string;
    sku: string;
    quantity: number;
  }>;
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
};

/** The body of An order's event history (POST /v1/orders/events). */
export type OrdersEventsBody = {
  order_ref?: string;
  external_ref?: string;
  /** Only events after this sequence (default 0: from the first) */
  after_sequence?: number;
  /** At most this many events, 1–500 (default 100) */
  limit?: number;
};

/** The data of An order's event history (POST /v1/orders/events). */
export type OrdersEventsData = {
  order_ref: string;
  external_ref: string;
  /** The sequence of the order's latest event (0: none yet) */
  sequence: number;
  /** Oldest first */
  events: Array<{
    /** The event's id; the same in webhook-id when it is delivered */
    id: string;
    type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
    /** 1, 2, 3 … per order (per subject for an event not about one order), without gaps, in the order the events happened */
    sequence: number;
    /** The account's mode: test for a sandbox account's order (never produced), live otherwise */
    mode: "live" | "test";
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    occurred_at: string;
    /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
    created_at: string;
    /** order_ref, external_ref, store_id, status, and the event's own fields (an event not about one order: its subject's fields) */
    data: {
      [key: string]: unknown;
    };
  }>;
  /** More events follow: ask again with after_sequence set to the last one's sequence */
  more: boolean;
};

/** The body of Get one order (POST /v1/orders/get). */
export type OrdersGetBody = {
  order_ref?: string;
  external_ref?: string;
};

/** The data of Get one order (POST /v1/orders/get). */
export type OrdersGetData = {
  order_ref: string;
  external_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  status_reason: string | null;
  /** live, or test for an order of a sandbox account (never produced; see the sandbox guide) */
  mode: "live" | "test";
  /** What the caller may do with the order now; the operations answer exactly this */
  allowed_actions: {
    /** orders/update-shipping would be accepted now */
    update_shipping: boolean;
    /** orders/cancel-items would be accepted now (for quantities within what remains) */
    cancel_items: boolean;
  };
  item_kind: "standard" | "custom_text" | "print_files";
  /** allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock) */
  stock: "allocated" | "backordered" | "not_tracked";
  /** The caller's created_at, normalised to UTC */
  created_at: string;
  /** When the service accepted the order */
  received_at: string;
  /** received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready */
  editable_until: string;
  updated_at: string;
  order_note: string | null;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2: string | null;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  /** The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns */
  return_address: ({
    name: string;
    phone: string | null;
    address_1: string;
    address_2: string | null;
    city: string;
    zip: string;
    state: string;
    country: string;
  }) | null;
  return_address_source: "order" | "account" | "connected_store";
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  insert_id: number | null;
  store_id: string | null;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
  /** DAP or DDP */
  incoterm: string;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
  items: Array<{
    item_ref: string;
    sku: string;
    kind: "standard" | "custom_text" | "print_files";
    quantity: number;
    cancelled_quantity: number;
    shipped_quantity: number;
    allocated_quantity: number | null;
    backordered_quantity: number | null;
    /** Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise */
    status: "open" | "partially_shipped" | "shipped" | "cancelled";
    print_areas: ({
      [key: string]: {
        /** http(s) URL of a preview image */
        preview_image?: string;
        /** http(s) URL of the print file (print-file lines) */
        print_file?: string;
        /** Text values (custom-text lines) */
        custom_text?: Array<{
          /** A text field defined on the product's print area */
          field_name: string;
          /** Text to print */
          text: string;
        }>;
      };
    }) | null;
    /** Per print area: the files the service made or fetched for this line; empty when it needs none */
    print_files: {
      [key: string]: {
        status: "pending" | "ready" | "failed";
        /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
        attempts?: number;
        last_error?: string | null;
        reason?: string;
        print_file?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
        preview?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
      };
    };
    hs_code: string | null;
    origin_country: string | null;
    customs_description: string | null;
    customs_value: ({
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }) | null;
  }>;
  /** Every shipment of the order, oldest first, as tracking shows them */
  shipments: Array<{
    shipment_ref: string;
    carrier: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string;
    /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
    reshipment: boolean;
    status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
    /** Progress updates in the order they were recorded */
    events: Array<{
      status: "in_transit" | "delivered" | "returned" | "exception";
      /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
      occurred_at: string;
      note: string | null;
    }>;
    /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
    updated_at: string;
    items: Array<{
      item_ref: string;
      quantity: number;
    }>;
    /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
    replaces_shipment_ref?: string;
  }>;
  /** Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none */
  returns: Array<{
    return_ref: string;
    /** When the operator recorded the return */
    received_at: string;
    note: string | null;
    lines: Array<{
      item_ref: string;
      /** Units of the line that came back in this return */
      quantity: number;
      /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
      disposition: "restock" | "dispose";
    }>;
  }>;
  /** The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date */
  sequence: number;
};

/** The body of List orders (POST /v1/orders/list). */
export type OrdersListBody = {
  status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  /** Only this store's orders (stores/list); a store token lists its own store's only */
  store_id?: string;
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  created_after?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List orders (POST /v1/orders/list). */
export type OrdersListData = {
  orders: Array<{
    order_ref: string;
    external_ref: string;
    status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
    status_reason: string | null;
    /** live, or test for an order of a sandbox account (never produced; see the sandbox guide) */
    mode: "live" | "test";
    /** What the caller may do with the order now; the operations answer exactly this */
    allowed_actions: {
      /** orders/update-shipping would be accepted now */
      update_shipping: boolean;
      /** orders/cancel-items would be accepted now (for quantities within what remains) */
      cancel_items: boolean;
    };
    item_kind: "standard" | "custom_text" | "print_files";
    /** allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock) */
    stock: "allocated" | "backordered" | "not_tracked";
    /** The caller's created_at, normalised to UTC */
    created_at: string;
    /** When the service accepted the order */
    received_at: string;
    /** received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready */
    editable_until: string;
    updated_at: string;
    order_note: string | null;
    shipping_name: string;
    shipping_phone: string;
    shipping_address_1: string;
    shipping_address_2: string | null;
    shipping_city: string;
    shipping_zip: string;
    shipping_state: string;
    shipping_country: string;
    /** The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns */
    return_address: ({
      name: string;
      phone: string | null;
      address_1: string;
      address_2: string | null;
      city: string;
      zip: string;
      state: string;
      country: string;
    }) | null;
    return_address_source: "order" | "account" | "connected_store";
    packing_slip: ({
      branding_message?: string;
      contact_message?: string;
    }) | null;
    insert_id: number | null;
    store_id: string | null;
    shipping_method: ({
      code: string;
      name: string;
      carrier: string | null;
      days_min: number;
      days_max: number;
    }) | null;
    costs: ({
      currency: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      items_total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      shipping: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** items_total + shipping: net of tax */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
      tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** total + tax: what the order costs */
      total_with_tax: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
      tax_rate: {
        /** The account's billing country when the order was priced; null: none (no tax) */
        country: string | null;
        /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
        rate_bp: number;
        /** The rate's name (VAT, GST …); null when the country has no rate */
        name: string | null;
        /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
        reverse_charge: boolean;
      };
      /** Per line, at its open quantity */
      lines: Array<{
        item_ref: string;
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        unit_price: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        extra_areas: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
        /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
        total: {
          /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
          amount: number;
          /** ISO 4217 code */
          currency: string;
        };
      }>;
    }) | null;
    /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
    ship_by: string;
    deliver_from: string | null;
    deliver_to: string | null;
    /** DAP or DDP */
    incoterm: string;
    ioss_number: string | null;
    recipient_tax_id: string | null;
    /** What the order was accepted with but should be checked (empty: nothing) */
    warnings: Array<{
      /** The field concerned, as in errors */
      path: string;
      /** postcode_format, customs_incomplete */
      code: string;
      message: string;
    }>;
    items: Array<{
      item_ref: string;
      sku: string;
      kind: "standard" | "custom_text" | "print_files";
      quantity: number;
      cancelled_quantity: number;
      shipped_quantity: number;
      allocated_quantity: number | null;
      backordered_quantity: number | null;
      /** Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise */
      status: "open" | "partially_shipped" | "shipped" | "cancelled";
      print_areas: ({
        [key: string]: {
          /** http(s) URL of a preview image */
          preview_image?: string;
          /** http(s) URL of the print file (print-file lines) */
          print_file?: string;
          /** Text values (custom-text lines) */
          custom_text?: Array<{
            /** A text field defined on the product's print area */
            field_name: string;
            /** Text to print */
            text: string;
          }>;
        };
      }) | null;
      /** Per print area: the files the service made or fetched for this line; empty when it needs none */
      print_files: {
        [key: string]: {
          status: "pending" | "ready" | "failed";
          /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
          attempts?: number;
          last_error?: string | null;
          reason?: string;
          print_file?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
          preview?: {
            /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
            checksum: string;
            content_type: string;
            size_bytes: number;
            width_px: number;
            height_px: number;
            dpi: number | null;
            /** Smaller than the area's print size (kept, will print soft) */
            low_resolution: boolean;
          };
        };
      };
      hs_code: string | null;
      origin_country: string | null;
      customs_description: string | null;
      customs_value: ({
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      }) | null;
    }>;
    /** Every shipment of the order, oldest first, as tracking shows them */
    shipments: Array<{
      shipment_ref: string;
      carrier: string;
      tracking_number: string;
      tracking_url: string | null;
      shipped_at: string;
      /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
      reshipment: boolean;
      status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
      /** Progress updates in the order they were recorded */
      events: Array<{
        status: "in_transit" | "delivered" | "returned" | "exception";
        /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
        occurred_at: string;
        note: string | null;
      }>;
      /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
      updated_at: string;
      items: Array<{
        item_ref: string;
        quantity: number;
      }>;
      /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
      replaces_shipment_ref?: string;
    }>;
    /** Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none */
    returns: Array<{
      return_ref: string;
      /** When the operator recorded the return */
      received_at: string;
      note: string | null;
      lines: Array<{
        item_ref: string;
        /** Units of the line that came back in this return */
        quantity: number;
        /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
        disposition: "restock" | "dispose";
      }>;
    }>;
    /** The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date */
    sequence: number;
  }>;
  next_cursor: string | null;
};

/** The body of Quote an order (POST /v1/orders/quote). */
export type OrdersQuoteBody = {
  /** Your unique identifier for the order (idempotency key) */
  external_ref?: string;
  order_note?: string;
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  created_at?: string;
  shipping_name: string;
  /** Digits, spaces and + ( ) - ., 5–32 characters */
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2?: string;
  shipping_city: string;
  shipping_zip: string;
  /** State or region; for US and CA a real state/province code or name */
  shipping_state: string;
  /** ISO 3166-1 alpha-2 code, any case */
  shipping_country: string;
  return_name?: string;
  /** Digits, spaces and + ( ) - ., 5–32 characters */
  return_phone?: string;
  return_address_1?: string;
  return_address_2?: string;
  return_city?: string;
  return_zip?: string;
  /** State or region; for US and CA a real state/province code or name */
  return_state?: string;
  /** ISO 3166-1 alpha-2 code, any case */
  return_country?: string;
  packing_slip?: {
    branding_message?: string;
    contact_message?: string;
  };
  /** A marketing insert agreed with the operator */
  insert_id?: number;
  /** The store the order is sold through (stores/list): its packing slip, logo, return address and inserts apply. Absent: a store token's store, else the account's default store */
  store_id?: string;
  /** Order lines, all of one kind */
  items: Array<{
    /** Product identifier: letters, digits, '.', '_', '-' */
    sku: string;
    quantity: number;
    /** Map of print area (front, back, …) to its content */
    print_areas?: {
      [key: string]: {
        /** http(s) URL of a preview image */
        preview_image?: string;
        /** http(s) URL of the print file (print-file lines) */
        print_file?: string;
        /** Text values (custom-text lines) */
        custom_text?: Array<{
          /** A text field defined on the product's print area */
          field_name: string;
          /** Text to print */
          text: string;
        }>;
      };
    };
    /** Harmonized System code: 6–10 digits, dots allowed (6109.10); others get invalid_hs_code */
    hs_code?: string;
    /** ISO 3166-1 alpha-2 code of the country the goods were made in */
    origin_country?: string;
    /** What the goods are, in the words customs read (T-shirt, cotton, printed) */
    customs_description?: string;
    /** Money: the value of one item for customs; default: the line's price when the account is priced */
    customs_value?: {
      /** One item's value in whole minor units of the currency (1250 = 12.50 USD) */
      amount: number;
      /** ISO 4217; a priced account's orders declare in its currency */
      currency: string;
    };
  }>;
  /** A shipping method's code (shipping/methods lists them); absent: the account's default when it serves the order, else the cheapest */
  shipping_method?: string;
  /** DAP or DDP: DAP (default) leaves duties and taxes to the recipient, DDP has the sender pay them */
  incoterm?: string;
  /** EU Import One-Stop Shop number: IM followed by 10 digits */
  ioss_number?: string;
  /** The recipient's tax id (BR: CPF/CNPJ, CL: RUT, MX: RFC; required for those destinations) */
  recipient_tax_id?: string;
};

/** The data of Quote an order (POST /v1/orders/quote). */
export type OrdersQuoteData = {
  currency: string;
  items: Array<{
    /** The line's position in items */
    index: number;
    sku: string;
    quantity: number;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    unit_price: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Per item: each printed area beyond the first */
    extra_areas: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** (unit_price + extra_areas) × quantity */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
  }>;
  /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
  items_total: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** Every method that serves the order, cheapest first */
  shipping: Array<{
    code: string;
    name: string;
    carrier: string | null;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    price: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    days_min: number;
    days_max: number;
    /** YYYY-MM-DD (UTC): the order would leave by then */
    ship_by: string;
    /** days_min business days after ship_by */
    deliver_from: string;
    /** days_max business days after ship_by */
    deliver_to: string;
    /** items_total + price: the order's total with this method */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
  }>;
  /** The method create would use (shipping_method if sent, else the account's default when it serves, else the cheapest) */
  chosen: string;
  /** items_total + the chosen method's price */
  total: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
  tax: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** total + tax: what the order costs */
  total_with_tax: {
    /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
    amount: number;
    /** ISO 4217 code */
    currency: string;
  };
  /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
  tax_rate: {
    /** The account's billing country when the order was priced; null: none (no tax) */
    country: string | null;
    /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
    rate_bp: number;
    /** The rate's name (VAT, GST …); null when the country has no rate */
    name: string | null;
    /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
    reverse_charge: boolean;
  };
  /** What create would accept the order with but should be checked (postcode_format); empty: nothing */
  warnings: Array<{
    path: string;
    code: string;
    message: string;
  }>;
};

/** The body of Get tracking (POST /v1/orders/tracking). */
export type OrdersTrackingBody = {
  /** One order by the service's reference */
  order_ref?: string;
  /** One order by your reference */
  external_ref?: string;
  /** RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z */
  updated_after?: string;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Get tracking (POST /v1/orders/tracking). */
export type OrdersTrackingData = {
  order_ref?: string;
  external_ref?: string;
  status?: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  shipments: Array<{
    shipment_ref: string;
    carrier: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string;
    /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
    reshipment: boolean;
    status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
    /** Progress updates in the order they were recorded */
    events: Array<{
      status: "in_transit" | "delivered" | "returned" | "exception";
      /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
      occurred_at: string;
      note: string | null;
    }>;
    /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
    updated_at: string;
    items: Array<{
      item_ref: string;
      quantity: number;
    }>;
    /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
    replaces_shipment_ref?: string;
    order_ref?: string;
    external_ref?: string;
  }>;
  next_cursor?: string | null;
  /** One order: the sequence of its latest event (0: none yet) */
  sequence?: number;
};

/** The body of Update the shipping address (POST /v1/orders/update-shipping). */
export type OrdersUpdateShippingBody = {
  /** The service's order reference */
  order_ref: string;
  shipping_name: string;
  /** Digits, spaces and + ( ) - ., 5–32 characters */
  shipping_phone?: string;
  shipping_address_1: string;
  shipping_address_2?: string;
  shipping_city: string;
  shipping_zip: string;
  /** State or region; for US and CA a real state/province code or name */
  shipping_state: string;
  /** ISO 3166-1 alpha-2 code, any case */
  shipping_country: string;
  /** A new shipping method's code: re-priced by today's shipping prices, refused like create when it does not serve the order */
  shipping_method?: string;
};

/** The data of Update the shipping address (POST /v1/orders/update-shipping). */
export type OrdersUpdateShippingData = {
  order_ref: string;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2: string | null;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
};

/** The body of Archive a product (POST /v1/products/archive). */
export type ProductsArchiveBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
};

/** The data of Archive a product (POST /v1/products/archive). */
export type ProductsArchiveData = {
  sku: string;
  name: string;
  blank_sku: string;
  kind: "standard" | "custom_text";
  print_areas: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
  /** in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this */
  availability: "in_stock" | "low" | "out_of_stock" | "not_tracked";
  created_at: string;
  /** When the product was archived (new orders and quotes refuse it); null while it sells */
  archived_at: string | null;
};

/** The body of Create a product (POST /v1/products/create). */
export type ProductsCreateBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  name: string;
  /** Product identifier: letters, digits, '.', '_', '-' */
  blank_sku: string;
  print_areas?: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
};

/** The data of Create a product (POST /v1/products/create). */
export type ProductsCreateData = {
  sku: string;
  name: string;
  blank_sku: string;
  kind: "standard" | "custom_text";
  print_areas: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
  /** in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this */
  availability: "in_stock" | "low" | "out_of_stock" | "not_tracked";
  created_at: string;
  /** When the product was archived (new orders and quotes refuse it); null while it sells */
  archived_at: string | null;
};

/** The body of Get a product by SKU (POST /v1/products/get). */
export type ProductsGetBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
};

/** The data of Get a product by SKU (POST /v1/products/get). */
export type ProductsGetData = {
  sku: string;
  name: string;
  blank_sku: string;
  kind: "standard" | "custom_text";
  print_areas: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
  /** in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this */
  availability: "in_stock" | "low" | "out_of_stock" | "not_tracked";
  created_at: string;
  /** When the product was archived (new orders and quotes refuse it); null while it sells */
  archived_at: string | null;
};

/** The body of List products (POST /v1/products/list). */
export type ProductsListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
  /** true lists archived products too (left out otherwise) */
  include_archived?: boolean;
};

/** The data of List products (POST /v1/products/list). */
export type ProductsListData = {
  products: Array<{
    sku: string;
    name: string;
    blank_sku: string;
    kind: "standard" | "custom_text";
    print_areas: {
      [key: string]: {
        /** http(s) URL of the area's art */
        print_file?: string;
        text_fields?: Array<{
          /** Name callers use in custom_text */
          field_name: string;
          required?: boolean;
          max_length: number;
          /** Placeholder shown on the default preview */
          default_text?: string;
          x: number;
          y: number;
          width: number;
          height: number;
          /** Largest font size in pixels; text shrinks to fit */
          font_size: number;
          /** #RRGGBB */
          color?: string;
          align?: "left" | "center" | "right";
        }>;
      };
    };
    /** in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this */
    availability: "in_stock" | "low" | "out_of_stock" | "not_tracked";
    created_at: string;
    /** When the product was archived (new orders and quotes refuse it); null while it sells */
    archived_at: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Change a product (POST /v1/products/update). */
export type ProductsUpdateBody = {
  /** Product identifier: letters, digits, '.', '_', '-' */
  sku: string;
  name?: string;
  /** Replaces the product's print areas whole (checked like create against its blank) */
  print_areas?: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
};

/** The data of Change a product (POST /v1/products/update). */
export type ProductsUpdateData = {
  sku: string;
  name: string;
  blank_sku: string;
  kind: "standard" | "custom_text";
  print_areas: {
    [key: string]: {
      /** http(s) URL of the area's art */
      print_file?: string;
      text_fields?: Array<{
        /** Name callers use in custom_text */
        field_name: string;
        required?: boolean;
        max_length: number;
        /** Placeholder shown on the default preview */
        default_text?: string;
        x: number;
        y: number;
        width: number;
        height: number;
        /** Largest font size in pixels; text shrinks to fit */
        font_size: number;
        /** #RRGGBB */
        color?: string;
        align?: "left" | "center" | "right";
      }>;
    };
  };
  /** in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this */
  availability: "in_stock" | "low" | "out_of_stock" | "not_tracked";
  created_at: string;
  /** When the product was archived (new orders and quotes refuse it); null while it sells */
  archived_at: string | null;
};

/** The body of Cancel a receiving (POST /v1/receiving/cancel). */
export type ReceivingCancelBody = {
  /** The receiving's reference (rcv_…) */
  receiving_ref: string;
};

/** The data of Cancel a receiving (POST /v1/receiving/cancel). */
export type ReceivingCancelData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of Announce goods you send in (POST /v1/receiving/create). */
export type ReceivingCreateBody = {
  /** Your reference for the shipment (a purchase order number, say): unique in your account */
  external_ref?: string;
  /** When you expect the goods to arrive: RFC 3339 in UTC, e.g. 2026-12-01T09:00:00Z */
  expected_at?: string;
  /** Who brings the goods */
  carrier?: string;
  /** The carrier's tracking number */
  tracking_number?: string;
  /** The boxes you send, numbered 1, 2, … in this order (at most 200); each gets a label */
  boxes: Array<{
    /** What the box holds: your counted products' SKUs */
    lines: Array<{
      /** Product identifier: letters, digits, '.', '_', '-' */
      sku: string;
      /** Units, at least 1 */
      quantity: number;
    }>;
  }>;
};

/** The data of Announce goods you send in (POST /v1/receiving/create). */
export type ReceivingCreateData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of One of your receivings (POST /v1/receiving/get). */
export type ReceivingGetBody = {
  /** The receiving's reference (rcv_…) */
  receiving_ref: string;
};

/** The data of One of your receivings (POST /v1/receiving/get). */
export type ReceivingGetData = {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: "awaiting" | "arriving" | "completed" | "cancelled";
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  boxes: Array<{
    /** The box's number, from 1 */
    box: number;
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
    }>;
  }>;
  /** Each SKU over all boxes, by SKU */
  lines: Array<{
    sku: string;
    /** Units announced */
    expected: number;
    /** Good units received: on hand */
    received: number;
    /** Units received damaged: recorded, never on hand */
    damaged: number;
    /** received + damaged − expected: negative when units are missing, positive when more came than announced */
    difference: number;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
};

/** The body of Your receivings (POST /v1/receiving/list). */
export type ReceivingListBody = {
  status?: "awaiting" | "arriving" | "completed" | "cancelled";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of Your receivings (POST /v1/receiving/list). */
export type ReceivingListData = {
  receivings: Array<{
    receiving_ref: string;
    account_id: string;
    external_ref: string | null;
    status: "awaiting" | "arriving" | "completed" | "cancelled";
    expected_at: string | null;
    carrier: string | null;
    tracking_number: string | null;
    boxes: Array<{
      /** The box's number, from 1 */
      box: number;
      lines: Array<{
        sku: string;
        /** Units announced */
        expected: number;
        /** Good units received: on hand */
        received: number;
        /** Units received damaged: recorded, never on hand */
        damaged: number;
      }>;
    }>;
    /** Each SKU over all boxes, by SKU */
    lines: Array<{
      sku: string;
      /** Units announced */
      expected: number;
      /** Good units received: on hand */
      received: number;
      /** Units received damaged: recorded, never on hand */
      damaged: number;
      /** received + damaged − expected: negative when units are missing, positive when more came than announced */
      difference: number;
    }>;
    created_at: string;
    updated_at: string;
    completed_at: string | null;
    cancelled_at: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Move a test order on now (POST /v1/sandbox/advance). */
export type SandboxAdvanceBody = {
  /** A test order of the token's account */
  order_ref: string;
  /** Where the order goes now, through the states between with their events: in_production or on_hold (order statuses); shipped (a SANDBOX shipment of everything open); in_transit, delivered, returned, exception (the order's shipments' progress, shipping the order first) */
  to: "in_production" | "shipped" | "in_transit" | "delivered" | "returned" | "exception" | "on_hold";
};

/** The data of Move a test order on now (POST /v1/sandbox/advance). */
export type SandboxAdvanceData = {
  order_ref: string;
  external_ref: string;
  status: "draft" | "received" | "on_hold" | "in_production" | "partially_shipped" | "shipped" | "cancelled";
  status_reason: string | null;
  /** live, or test for an order of a sandbox account (never produced; see the sandbox guide) */
  mode: "live" | "test";
  /** What the caller may do with the order now; the operations answer exactly this */
  allowed_actions: {
    /** orders/update-shipping would be accepted now */
    update_shipping: boolean;
    /** orders/cancel-items would be accepted now (for quantities within what remains) */
    cancel_items: boolean;
  };
  item_kind: "standard" | "custom_text" | "print_files";
  /** allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock) */
  stock: "allocated" | "backordered" | "not_tracked";
  /** The caller's created_at, normalised to UTC */
  created_at: string;
  /** When the service accepted the order */
  received_at: string;
  /** received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready */
  editable_until: string;
  updated_at: string;
  order_note: string | null;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2: string | null;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  /** The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns */
  return_address: ({
    name: string;
    phone: string | null;
    address_1: string;
    address_2: string | null;
    city: string;
    zip: string;
    state: string;
    country: string;
  }) | null;
  return_address_source: "order" | "account" | "connected_store";
  packing_slip: ({
    branding_message?: string;
    contact_message?: string;
  }) | null;
  insert_id: number | null;
  store_id: string | null;
  shipping_method: ({
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
  }) | null;
  costs: ({
    currency: string;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    items_total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    shipping: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** items_total + shipping: net of tax */
    total: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order) */
    tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** total + tax: what the order costs */
    total_with_tax: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order */
    tax_rate: {
      /** The account's billing country when the order was priced; null: none (no tax) */
      country: string | null;
      /** Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge */
      rate_bp: number;
      /** The rate's name (VAT, GST …); null when the country has no rate */
      name: string | null;
      /** true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0) */
      reverse_charge: boolean;
    };
    /** Per line, at its open quantity */
    lines: Array<{
      item_ref: string;
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      unit_price: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      extra_areas: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
      /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
      total: {
        /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
        amount: number;
        /** ISO 4217 code */
        currency: string;
      };
    }>;
  }) | null;
  /** YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks */
  ship_by: string;
  deliver_from: string | null;
  deliver_to: string | null;
  /** DAP or DDP */
  incoterm: string;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  /** What the order was accepted with but should be checked (empty: nothing) */
  warnings: Array<{
    /** The field concerned, as in errors */
    path: string;
    /** postcode_format, customs_incomplete */
    code: string;
    message: string;
  }>;
  items: Array<{
    item_ref: string;
    sku: string;
    kind: "standard" | "custom_text" | "print_files";
    quantity: number;
    cancelled_quantity: number;
    shipped_quantity: number;
    allocated_quantity: number | null;
    backordered_quantity: number | null;
    /** Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise */
    status: "open" | "partially_shipped" | "shipped" | "cancelled";
    print_areas: ({
      [key: string]: {
        /** http(s) URL of a preview image */
        preview_image?: string;
        /** http(s) URL of the print file (print-file lines) */
        print_file?: string;
        /** Text values (custom-text lines) */
        custom_text?: Array<{
          /** A text field defined on the product's print area */
          field_name: string;
          /** Text to print */
          text: string;
        }>;
      };
    }) | null;
    /** Per print area: the files the service made or fetched for this line; empty when it needs none */
    print_files: {
      [key: string]: {
        status: "pending" | "ready" | "failed";
        /** While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends */
        attempts?: number;
        last_error?: string | null;
        reason?: string;
        print_file?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
        preview?: {
          /** sha256 of the file, hex; download with GET /v1/files/{checksum} */
          checksum: string;
          content_type: string;
          size_bytes: number;
          width_px: number;
          height_px: number;
          dpi: number | null;
          /** Smaller than the area's print size (kept, will print soft) */
          low_resolution: boolean;
        };
      };
    };
    hs_code: string | null;
    origin_country: string | null;
    customs_description: string | null;
    customs_value: ({
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    }) | null;
  }>;
  /** Every shipment of the order, oldest first, as tracking shows them */
  shipments: Array<{
    shipment_ref: string;
    carrier: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string;
    /** true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again */
    reshipment: boolean;
    status: "shipped" | "in_transit" | "delivered" | "returned" | "exception";
    /** Progress updates in the order they were recorded */
    events: Array<{
      status: "in_transit" | "delivered" | "returned" | "exception";
      /** When it happened, as the operator reported it (the time it was recorded when none was sent) */
      occurred_at: string;
      note: string | null;
    }>;
    /** When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it */
    updated_at: string;
    items: Array<{
      item_ref: string;
      quantity: number;
    }>;
    /** A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise */
    replaces_shipment_ref?: string;
  }>;
  /** Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none */
  returns: Array<{
    return_ref: string;
    /** When the operator recorded the return */
    received_at: string;
    note: string | null;
    lines: Array<{
      item_ref: string;
      /** Units of the line that came back in this return */
      quantity: number;
      /** restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change */
      disposition: "restock" | "dispose";
    }>;
  }>;
  /** The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date */
  sequence: number;
};

/** The body of Shipping methods for a country (POST /v1/shipping/methods). */
export type ShippingMethodsBody = {
  /** ISO 3166-1 alpha-2 */
  shipping_country: string;
};

/** The data of Shipping methods for a country (POST /v1/shipping/methods). */
export type ShippingMethodsData = {
  /** The methods serving the country in your account's currency, cheapest first */
  methods: Array<{
    code: string;
    name: string;
    carrier: string | null;
    days_min: number;
    days_max: number;
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    first_item: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
    /** Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float */
    additional_item: {
      /** Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen */
      amount: number;
      /** ISO 4217 code */
      currency: string;
    };
  }>;
};

/** The body of Archive a store (POST /v1/stores/archive). */
export type StoresArchiveBody = {
  /** The store's id (sto_…) */
  store_id: string;
};

/** The data of Archive a store (POST /v1/stores/archive). */
export type StoresArchiveData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of Create a store (POST /v1/stores/create). */
export type StoresCreateBody = {
  /** The shop's name, printed on its packing slips */
  name: string;
  /** The shop's address on the web, an absolute http(s) URL */
  url?: string;
  return_address?: {
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  };
  packing_slip?: {
    branding_message?: string;
    contact_message?: string;
    /** An absolute http(s) URL of the logo (PNG or JPEG, at most 5 MB), fetched and checked like a print file; logo.status says how that went */
    logo_url?: string;
  };
  /** Agreed marketing insert ids put in this store's parcels */
  insert_ids?: number[];
};

/** The data of Create a store (POST /v1/stores/create). */
export type StoresCreateData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of Get a store (POST /v1/stores/get). */
export type StoresGetBody = {
  /** The store's id (sto_…) */
  store_id: string;
};

/** The data of Get a store (POST /v1/stores/get). */
export type StoresGetData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of List stores (POST /v1/stores/list). */
export type StoresListBody = {
  /** true: archived stores only; false: the others; absent: both */
  archived?: boolean;
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List stores (POST /v1/stores/list). */
export type StoresListData = {
  /** Oldest first */
  stores: Array<{
    store_id: string;
    name: string;
    /** The shop's URL; null: none */
    url: string | null;
    /** null: the account's return address applies */
    return_address: ({
      name: string;
      /** Digits, spaces and + ( ) - ., 5–32 characters */
      phone?: string;
      address_1: string;
      address_2?: string;
      city: string;
      zip: string;
      /** State or region; for US and CA a real state/province code or name */
      state: string;
      /** ISO 3166-1 alpha-2 code, any case */
      country: string;
    }) | null;
    /** The slip of this store's orders */
    packing_slip: {
      /** null: the account's applies */
      branding_message: string | null;
      /** null: the account's applies */
      contact_message: string | null;
      /** null: no logo */
      logo_url: string | null;
    };
    /** null: the account's insert ids apply */
    insert_ids: number[] | null;
    /** The account's default store: orders naming no store belong to it; it cannot be archived */
    default: boolean;
    /** An archived store is kept with its orders and refuses new ones */
    archived: boolean;
    /** The logo as fetched and checked; null while no logo_url is set */
    logo: ({
      /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
      status: "pending" | "ready" | "failed";
      /** Why the logo failed; null otherwise */
      reason: string | null;
      /** The stored logo's checksum once ready; null otherwise */
      file: string | null;
    }) | null;
    created_at: string;
    updated_at: string;
  }>;
  next_cursor: string | null;
};

/** The body of Change a store (POST /v1/stores/update). */
export type StoresUpdateBody = {
  /** The store's id (sto_…) */
  store_id: string;
  name?: string;
  /** null removes the shop's URL */
  url?: string | null;
  /** null removes the store's return address: the account's applies */
  return_address?: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** Replaces the store's packing slip (messages and logo); null removes it: the account's applies */
  packing_slip?: ({
    branding_message?: string;
    contact_message?: string;
    /** An absolute http(s) URL of the logo (PNG or JPEG, at most 5 MB), fetched and checked like a print file; logo.status says how that went */
    logo_url?: string;
  }) | null;
  /** Replaces the store's insert ids; null: the account's apply */
  insert_ids?: number[] | null;
};

/** The data of Change a store (POST /v1/stores/update). */
export type StoresUpdateData = {
  store_id: string;
  name: string;
  /** The shop's URL; null: none */
  url: string | null;
  /** null: the account's return address applies */
  return_address: ({
    name: string;
    /** Digits, spaces and + ( ) - ., 5–32 characters */
    phone?: string;
    address_1: string;
    address_2?: string;
    city: string;
    zip: string;
    /** State or region; for US and CA a real state/province code or name */
    state: string;
    /** ISO 3166-1 alpha-2 code, any case */
    country: string;
  }) | null;
  /** The slip of this store's orders */
  packing_slip: {
    /** null: the account's applies */
    branding_message: string | null;
    /** null: the account's applies */
    contact_message: string | null;
    /** null: no logo */
    logo_url: string | null;
  };
  /** null: the account's insert ids apply */
  insert_ids: number[] | null;
  /** The account's default store: orders naming no store belong to it; it cannot be archived */
  default: boolean;
  /** An archived store is kept with its orders and refuses new ones */
  archived: boolean;
  /** The logo as fetched and checked; null while no logo_url is set */
  logo: ({
    /** pending until its job has fetched and checked logo_url; ready; failed (reason says why) */
    status: "pending" | "ready" | "failed";
    /** Why the logo failed; null otherwise */
    reason: string | null;
    /** The stored logo's checksum once ready; null otherwise */
    file: string | null;
  }) | null;
  created_at: string;
  updated_at: string;
};

/** The body of Describe the calling token (POST /v1/token). */
export type TokenBody = Record<string, never>;

/** The data of Describe the calling token (POST /v1/token). */
export type TokenData = {
  token_id: string;
  account_id: string;
  scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** The name given at creation, or null */
  name: string | null;
  created_at: string;
  /** When the token stops working; null: never */
  expires_at: string | null;
  /** The store the token is limited to; null: the whole account */
  store_id: string | null;
  /** The account's mode: live, or test for a sandbox account */
  mode: "live" | "test";
};

/** The body of Create a token for your account (POST /v1/tokens/create). */
export type TokensCreateBody = {
  /** What the new token may do, among orders:read, orders:write, products:read, products:write, webhooks:read, webhooks:write, tokens:read, tokens:write, inventory:read, inventory:write, stores:read, stores:write, billing:read: at most the calling token's own scopes (another one: 400 scope_not_held at its place in the list). Absent: every scope of the calling token. */
  scopes?: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** What the token is for, e.g. the integration using it */
  name?: string;
  /** RFC 3339 date-time in UTC, in the future and no later than the calling token's own expiry (400 expiry_exceeds_token): the token gets 401 token_expired from then on. Absent: the calling token's expiry (none when it has none) */
  expires_at?: string;
  /** Limits the token to one open store of the account (another, archived or unknown: 400 unknown_store): it sees that store only. Absent: the whole account */
  store_id?: string;
};

/** The data of Create a token for your account (POST /v1/tokens/create). */
export type TokensCreateData = {
  token_id: string;
  account_id: string;
  scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** The name given at creation, or null */
  name: string | null;
  created_at: string;
  /** When the token stops working; null: never */
  expires_at: string | null;
  /** The store the token is limited to; null: the whole account */
  store_id: string | null;
  /** The bearer token, shown in this response only (pod_live_… or pod_test_…) */
  token: string;
  /** The account's mode: live, or test for a sandbox account (a token is of its account's mode) */
  mode: "live" | "test";
};

/** The body of List your account's tokens (POST /v1/tokens/list). */
export type TokensListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List your account's tokens (POST /v1/tokens/list). */
export type TokensListData = {
  /** Every token of the account, revoked ones included, oldest first */
  tokens: Array<{
    token_id: string;
    account_id: string;
    scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
    /** The name given at creation, or null */
    name: string | null;
    created_at: string;
    /** When the token stops working; null: never */
    expires_at: string | null;
    /** The store the token is limited to; null: the whole account */
    store_id: string | null;
    /** The account's mode: live, or test for a sandbox account (a token is of its account's mode) */
    mode: "live" | "test";
    /** The token's last request, to the minute; null: never used */
    last_used_at: string | null;
    /** When the token was revoked; null while it works */
    revoked_at: string | null;
    /** The account's token that made this one with tokens/create; null: the operator made it */
    created_by_token_id: string | null;
  }>;
  next_cursor: string | null;
};

/** The body of Revoke one of your account's tokens (POST /v1/tokens/revoke). */
export type TokensRevokeBody = {
  token_id: string;
};

/** The data of Revoke one of your account's tokens (POST /v1/tokens/revoke). */
export type TokensRevokeData = {
  token_id: string;
  account_id: string;
  scopes: Array<"orders:read" | "orders:write" | "products:read" | "products:write" | "webhooks:read" | "webhooks:write" | "tokens:read" | "tokens:write" | "inventory:read" | "inventory:write" | "stores:read" | "stores:write" | "billing:read">;
  /** The name given at creation, or null */
  name: string | null;
  created_at: string;
  /** When the token stops working; null: never */
  expires_at: string | null;
  /** The store the token is limited to; null: the whole account */
  store_id: string | null;
  /** The account's mode: live, or test for a sandbox account (a token is of its account's mode) */
  mode: "live" | "test";
  /** The token's last request, to the minute; null: never used */
  last_used_at: string | null;
  /** When the token was revoked; null while it works */
  revoked_at: string | null;
  /** The account's token that made this one with tokens/create; null: the operator made it */
  created_by_token_id: string | null;
};

/** The body of Register a webhook endpoint (POST /v1/webhooks/create). */
export type WebhooksCreateBody = {
  /** https URL of the receiver; http and non-public hosts only when named in FETCH_ALLOW_HOSTS */
  url: string;
  /** Event types sent to this endpoint; absent or null means all */
  events?: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued">;
  /** null or absent: every store's orders. A store token's endpoints are limited to its own store (absent: its own) */
  store_ids?: string[] | null;
  /** JSONata expression evaluated against the standard payload { id, type, created_at, data }; its result is the body sent */
  template?: string;
};

/** The data of Register a webhook endpoint (POST /v1/webhooks/create). */
export type WebhooksCreateData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
} & {
  /** whsec_… signing secret; shown here and on rotate-secret only */
  secret: string;
};

/** The body of Delete a webhook endpoint (POST /v1/webhooks/delete). */
export type WebhooksDeleteBody = {
  webhook_id: string;
};

/** The data of Delete a webhook endpoint (POST /v1/webhooks/delete). */
export type WebhooksDeleteData = {
  webhook_id: string;
  deleted: true;
};

/** The body of List an endpoint's deliveries with their attempts (POST /v1/webhooks/deliveries). */
export type WebhooksDeliveriesBody = {
  webhook_id: string;
  status?: "pending" | "succeeded" | "failed";
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List an endpoint's deliveries with their attempts (POST /v1/webhooks/deliveries). */
export type WebhooksDeliveriesData = {
  deliveries: Array<{
    delivery_id: string;
    webhook_id: string;
    /** Also the webhook-id header */
    event_id: string;
    event_type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
    /** The order the event is about (a made-up one for a test event) */
    order_ref: string;
    /** A sample event sent by webhooks/test (its payload carries test: true) */
    test: boolean;
    status: "pending" | "succeeded" | "failed";
    attempt_count: number;
    last_attempt_at: string | null;
    next_attempt_at: string | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
    attempts: Array<{
      attempt: number;
      at: string;
      latency_ms: number;
      http_status: number | null;
      error: string | null;
      response_body: string | null;
    }>;
  }>;
  next_cursor: string | null;
};

/** The body of Get a webhook endpoint (POST /v1/webhooks/get). */
export type WebhooksGetBody = {
  webhook_id: string;
};

/** The data of Get a webhook endpoint (POST /v1/webhooks/get). */
export type WebhooksGetData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
};

/** The body of List webhook endpoints (POST /v1/webhooks/list). */
export type WebhooksListBody = {
  /** Opaque cursor from a previous page's next_cursor */
  cursor?: string;
  /** Page size, 1–100 (default 50) */
  limit?: number;
};

/** The data of List webhook endpoints (POST /v1/webhooks/list). */
export type WebhooksListData = {
  webhooks: Array<{
    webhook_id: string;
    account_id: string;
    url: string;
    events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
    /** The stores whose orders' events are sent; null: every store */
    store_ids: string[] | null;
    template: string | null;
    enabled: boolean;
    disabled_reason: string | null;
    disabled_at: string | null;
    failing_since: string | null;
    previous_secret_expires_at: string | null;
    created_at: string;
    updated_at: string;
    /** Who registered the endpoint: the operator, or the account with its own token */
    created_by: "operator" | "account";
  }>;
  next_cursor: string | null;
};

/** The body of Send deliveries again (POST /v1/webhooks/redeliver). */
export type WebhooksRedeliverBody = {
  webhook_id: string;
  /** One delivery, whatever its status */
  delivery_id?: string;
  /** Every failed delivery whose event happened at or after this time */
  failed_since?: string;
};

/** The data of Send deliveries again (POST /v1/webhooks/redeliver). */
export type WebhooksRedeliverData = {
  webhook_id: string;
  /** Deliveries queued again, oldest first */
  delivery_ids: string[];
  /** true when more failed deliveries match: call again */
  more: boolean;
};

/** The body of Rotate the signing secret (POST /v1/webhooks/rotate-secret). */
export type WebhooksRotateSecretBody = {
  webhook_id: string;
  /** How long the old secret keeps signing too (default 24 h, 0 = stop at once) */
  previous_secret_ttl_seconds?: number;
};

/** The data of Rotate the signing secret (POST /v1/webhooks/rotate-secret). */
export type WebhooksRotateSecretData = {
  webhook_id: string;
  secret: string;
  previous_secret_expires_at: string | null;
};

/** The body of Send a test event (POST /v1/webhooks/test). */
export type WebhooksTestBody = {
  webhook_id: string;
  /** The event type of the sample sent (any type, whatever the endpoint's events filter) */
  type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
};

/** The data of Send a test event (POST /v1/webhooks/test). */
export type WebhooksTestData = {
  delivery_id: string;
  webhook_id: string;
  /** Also the webhook-id header */
  event_id: string;
  event_type: "shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued";
  /** The order the event is about (a made-up one for a test event) */
  order_ref: string;
  /** A sample event sent by webhooks/test (its payload carries test: true) */
  test: boolean;
  status: "pending" | "succeeded" | "failed";
  attempt_count: number;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  attempts: Array<{
    attempt: number;
    at: string;
    latency_ms: number;
    http_status: number | null;
    error: string | null;
    response_body: string | null;
  }>;
};

/** The body of Change a webhook endpoint (POST /v1/webhooks/update). */
export type WebhooksUpdateBody = {
  webhook_id: string;
  /** https URL of the receiver; http and non-public hosts only when named in FETCH_ALLOW_HOSTS */
  url?: string;
  events?: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** null or absent: every store's orders. A store token's endpoints are limited to its own store (absent: its own) */
  store_ids?: string[] | null;
  template?: string | null;
  /** true re-enables an endpoint the service disabled, clearing disabled_reason */
  enabled?: boolean;
};

/** The data of Change a webhook endpoint (POST /v1/webhooks/update). */
export type WebhooksUpdateData = {
  webhook_id: string;
  account_id: string;
  url: string;
  events: Array<"shipment.created" | "order.status_changed" | "order.items_cancelled" | "order.shipping_updated" | "print_files.ready" | "order.on_hold" | "shipment.status_changed" | "order.costs_changed" | "order.backordered" | "order.stock_allocated" | "stock.low" | "stock.out" | "receiving.updated" | "return.received" | "invoice.issued"> | null;
  /** The stores whose orders' events are sent; null: every store */
  store_ids: string[] | null;
  template: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account with its own token */
  created_by: "operator" | "account";
};
