import { expect, it } from "vitest";

import { orderNumber } from "./order-number.js";

it("orderNumber is the id's first 8 characters, the number the admin's order cards show", () => {
  expect(orderNumber("10000000-0000-4000-8000-000000000004")).toBe("10000000");
  expect(orderNumber("o-1")).toBe("o-1");
});
