// The packing-slip download: the order's slip (what is left to ship) or one shipment's (what that parcel holds, a
// reshipment's too), fetched with the session and saved under a name that says whose it is.
import { download } from "../api.js";
import { ActionForm } from "../ui.js";

export function SlipButton({ orderRef, shipmentRef }: { orderRef: string; shipmentRef?: string }) {
  const path = shipmentRef ? `/v1/admin/shipments/${encodeURIComponent(shipmentRef)}/packing-slip` : `/v1/admin/orders/${encodeURIComponent(orderRef)}/packing-slip`;
  return (
    <ActionForm
      label={shipmentRef ? `Packing slip of ${shipmentRef} (PDF)` : "Download packing slip (PDF)"}
      busyLabel="Rendering the packing slip"
      class="inline"
      action={() => download(path)}
      done={(pdf) => {
        const url = URL.createObjectURL(pdf);
        const link = document.createElement("a");
        link.href = url;
        link.download = `packing-slip-${orderRef}${shipmentRef ? `-${shipmentRef}` : ""}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }}
    />
  );
}
