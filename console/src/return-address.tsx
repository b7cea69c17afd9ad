// A fixed return address's fields, as the account's and a store's settings edit it: the fields filled in are sent,
// a missing one is refused by the service at its field (return_address.<field>), in its words.
import { Field } from "./ui.js";

const ADDRESS_FIELDS = [
  ["name", "Name", true],
  ["phone", "Phone (optional)", false],
  ["address_1", "Address line 1", true],
  ["address_2", "Address line 2 (optional)", false],
  ["city", "City", true],
  ["zip", "ZIP / postcode", true],
  ["state", "State or region", true],
  ["country", "Country (ISO code, e.g. US)", true],
] as const;

export type AddressKey = (typeof ADDRESS_FIELDS)[number][0];

/** The form's values of an address (empty strings for what it lacks, or for no address). */
export function addressFieldsOf(address: Partial<Record<AddressKey, string | null>> | null | undefined): Record<AddressKey, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map(([key]) => [key, String(address?.[key] ?? "")])) as Record<AddressKey, string>;
}

/** The fixed return address as a body field: the filled-in fields, or null to remove it. */
export function returnAddressOf(enabled: boolean, address: Record<AddressKey, string>): Record<string, string> | null {
  if (!enabled) return null;
  const filled: Record<string, string> = {};
  for (const [key] of ADDRESS_FIELDS) if (address[key].trim() !== "") filled[key] = address[key].trim();
  return filled;
}

export function ReturnAddressFields({ address, onValue }: { address: Record<AddressKey, string>; onValue: (key: AddressKey, value: string) => void }) {
  return (
    <div class="grid">
      {ADDRESS_FIELDS.map(([key, label, required]) => (
        <Field key={key} label={`Return address: ${label}`} value={address[key]} onValue={(v) => onValue(key, v)} required={required} maxLength={200} path={`return_address.${key}`} />
      ))}
    </div>
  );
}
