import ipaddr from "ipaddr.js";

/**
 * The address a limit is counted against. IPv4 as is (an IPv4-mapped IPv6 address counts as its
 * IPv4 address); IPv6 by its /64 prefix, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every attempt.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
