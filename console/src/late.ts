// When an order is late, by the service's rule: its ship_by day (UTC) has passed and it is neither shipped nor cancelled.

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isLate(order: { ship_by: string; status: string }, now = new Date()): boolean {
  return order.ship_by < todayUtc(now) && order.status !== "shipped" && order.status !== "cancelled";
}
