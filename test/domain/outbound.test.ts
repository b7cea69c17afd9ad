// Which addresses and URLs the outbound guard lets through: tables of public, private and special cases.
import { describe, expect, it } from "vitest";
import { checkOutboundUrl, isPublicAddress } from "../../src/domain/outbound.js";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["93.184.216.34", true],
    ["2606:4700:4700::1111", true],
    ["0.0.0.0", false],
    ["10.0.0.1", false],
    ["100.64.1.1", false],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["169.254.169.254", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.1", false],
    ["192.0.2.10", false],
    ["198.18.0.1", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::", false],
    ["::1", false],
    ["[::1]", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:a9fe:a9fe", false],
    ["0:0:0:0:0:ffff:a00:1", false],
    ["::ffff:808:808", true],
    ["64:ff9b::a00:1", false],
    // ::/8 whole (IPv4-compatible and IPv4-translated forms reach loopback or link-local on some stacks)
    ["::127.0.0.1", false],
    ["::7f00:1", false],
    ["::a9fe:a9fe", false],
    ["::8.8.8.8", false],
    ["::ffff:0:7f00:1", false],
    ["::ffff:0:127.0.0.1", false],
    ["::ffff:0:808:808", false],
    ["0:0:0:0:0:0:7f00:1", false],
    ["::2", false],
    ["ff::1", false],
    // IPv4-mapped: judged as the IPv4 address it carries, in any spelling
    ["::ffff:8.8.8.8", true],
    ["0:0:0:0:0:ffff:808:808", true],
    ["::FFFF:7F00:1", false],
    ["0::ffff:a9fe:a9fe", false],
    // NAT64 and 6to4: refused whatever they embed
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::808:808", false],
    ["2002:7f00:1::1", false],
    ["2002:a9fe:a9fe::", false],
    ["2002:808:808::1", false],
    ["fec0::1", false],
    ["100::1", false],
    ["example.com", false],
    ["", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("checkOutboundUrl", () => {
  const allow = ["127.0.0.1", "dev.internal"];
  it.each([
    ["https://hooks.example.com/pod", undefined],
    ["https://93.184.216.34/x", undefined],
    ["https://[2606:4700:4700::1111]/x", undefined],
    ["http://127.0.0.1:8080/x", undefined],
    ["http://dev.internal/x", undefined],
    ["https://DEV.internal./x", undefined],
    ["http://hooks.example.com/pod", "unsafe_url"],
    ["https://127.0.0.2/x", "unsafe_url"],
    ["https://10.0.0.1/x", "unsafe_url"],
    ["https://[::1]/x", "unsafe_url"],
    ["https://[::ffff:127.0.0.1]/x", "unsafe_url"],
    ["https://[::127.0.0.1]:8443/wh", "unsafe_url"],
    ["https://[::ffff:0:7f00:1]:8443/wh", "unsafe_url"],
    ["https://[::a9fe:a9fe]/wh", "unsafe_url"],
    ["https://[64:ff9b::a9fe:a9fe]/wh", "unsafe_url"],
    ["https://[2002:7f00:1::]/wh", "unsafe_url"],
    ["https://169.254.169.254/latest/meta-data", "unsafe_url"],
    ["https://localhost/x", "unsafe_url"],
    ["https://localhost./x", "unsafe_url"],
    ["https://api.localhost/x", "unsafe_url"],
    ["https://intranet/x", "unsafe_url"],
    ["https://2130706434/x", "unsafe_url"],
    ["https://0x7f.2/x", "unsafe_url"],
    ["not a url", "invalid_url"],
    ["/relative", "invalid_url"],
    ["ftp://example.com/x", "invalid_url"],
    ["file:///etc/passwd", "invalid_url"],
    ["https://user:secret@example.com/x", "invalid_url"],
  ])("%s → %s", (url, code) => {
    expect(checkOutboundUrl(url, allow)?.code).toBe(code);
  });
});

describe("refusals say how a development host gets through", () => {
  it.each(["https://[::1]/x", "http://hooks.example.com/x", "https://localhost/x", "https://10.0.0.1/x"])("%s", (url) => {
    expect(checkOutboundUrl(url, [])?.message).toMatch(/FETCH_ALLOW_HOSTS/);
  });
});
