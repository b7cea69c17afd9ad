// Addresses as slips and declarations print them.

export interface SlipAddress {
  name: string;
  phone?: string | null;
  address_1: string;
  address_2?: string | null;
  city: string;
  zip: string;
  state?: string | null;
  country: string;
}

/** An address as printed: name, street lines, city line, country, phone. */
export function addressLines(address: SlipAddress): string[] {
  const cityLine = [address.zip, address.city, address.state].filter((part) => part).join(" ");
  return [address.name, address.address_1, address.address_2, cityLine, address.country, address.phone ? `Phone ${address.phone}` : null].filter(
    (line): line is string => typeof line === "string" && line !== "",
  );
}
