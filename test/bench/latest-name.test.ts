// A partial bench run must not replace the full run's figures (latest.json): it wrote over them before.
import { describe, expect, it } from "vitest";
import { latestFileOf } from "../../bench/latest-name.js";

describe("latestFileOf", () => {
  it("gives latest.json to a full run only", () => {
    expect(latestFileOf(undefined)).toBe("latest.json");
    expect(latestFileOf(["create-standard"])).toBe("partial-latest.json");
    expect(latestFileOf(["create-standard", "render", "console-list", "soak"])).toBe("partial-latest.json");
  });

  it("keeps the soak's, the counted-stock scenarios' and the store scenarios' runs in files of their own", () => {
    expect(latestFileOf(["soak"])).toBe("soak-latest.json");
    expect(latestFileOf(["create-counted", "hot-sku-postgres"])).toBe("stock-latest.json");
    expect(latestFileOf(["create-counted", "create-standard"])).toBe("partial-latest.json");
    expect(latestFileOf(["create-store", "create-store-postgres"])).toBe("stores-latest.json");
    expect(latestFileOf(["create-store", "create-counted"])).toBe("partial-latest.json");
  });
});
