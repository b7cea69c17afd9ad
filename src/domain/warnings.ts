// Warnings: what an order is accepted with but someone should look at (a postal code's format, customs data); never a refusal.

/** One warning of an order, with the path of the field it is about and a stable code. */
export interface OrderWarning {
  path: string;
  code: string;
  message: string;
}
