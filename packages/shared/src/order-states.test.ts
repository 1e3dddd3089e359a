import { describe, expect, it } from "vitest";

import {
  canDo,
  canRefund,
  canShip,
  hasPackingSlip,
  HOLDING_STATUSES,
  isPaidStatus,
  orderActions,
  placedStatus,
  orderRoles,
  orderStatuses,
  refundedInFull,
  refundedOrderOf,
  refundLeftCents,
  statesAllowing,
  TRANSITIONS,
  type OrderAction,
  type OrderRole,
  type OrderStatus,
} from "./order-states.js";

/**
 * Who may take each action from each state, written out by hand from DESIGN §4/§5 (never computed from the
 * module): a role missing from a cell may not.
 */
const EXPECTED: Record<OrderAction, Record<OrderStatus, OrderRole[]>> = {
  pay: { "awaiting-approval": [], unpaid: ["customer", "provider"], paid: [], shipped: [], cancelled: [] },
  cancel: {
    "awaiting-approval": ["customer", "admin"],
    unpaid: ["customer", "admin"],
    paid: [],
    shipped: [],
    cancelled: [],
  },
  expire: { "awaiting-approval": ["system"], unpaid: ["system"], paid: [], shipped: [], cancelled: [] },
  ship: { "awaiting-approval": [], unpaid: [], paid: ["admin"], shipped: [], cancelled: [] },
  delete: { "awaiting-approval": [], unpaid: [], paid: [], shipped: [], cancelled: ["admin"] },
  "return-late-payment": {
    "awaiting-approval": [],
    unpaid: [],
    paid: [],
    shipped: [],
    cancelled: ["provider"],
  },
  // Issue 40: a company's approver decides on a buyer's order over its limit, and nobody else does.
  approve: { "awaiting-approval": ["approver"], unpaid: [], paid: [], shipped: [], cancelled: [] },
  // Issue 41: the same decision on a checkout on the company's account.
  "approve-on-account": {
    "awaiting-approval": ["approver"],
    unpaid: [],
    paid: [],
    shipped: [],
    cancelled: [],
  },
  reject: { "awaiting-approval": ["approver"], unpaid: [], paid: [], shipped: [], cancelled: [] },
};

describe("issue 23: the order state machine", () => {
  it("issue 23: has exactly these states, actions and roles", () => {
    expect(orderStatuses).toEqual(["awaiting-approval", "unpaid", "paid", "shipped", "cancelled"]);
    expect(orderActions).toEqual([
      "pay",
      "cancel",
      "expire",
      "ship",
      "delete",
      "return-late-payment",
      "approve",
      "approve-on-account",
      "reject",
    ]);
    expect(orderRoles).toEqual(["customer", "admin", "system", "provider", "approver"]);
  });

  it("issue 23: canDo answers every state × action × role as the table written out above", () => {
    let cells = 0;
    for (const action of orderActions) {
      for (const status of orderStatuses) {
        for (const role of orderRoles) {
          cells += 1;
          expect(canDo(action, status, role), `${role} ${action} from ${status}`).toBe(
            EXPECTED[action][status].includes(role),
          );
        }
      }
    }
    expect(cells).toBe(9 * 5 * 5);
  });

  it("issue 23: statesAllowing gives, for every action × role, the states of the table written out above", () => {
    for (const action of orderActions) {
      for (const role of orderRoles) {
        const expected = orderStatuses.filter((status) => EXPECTED[action][status].includes(role));
        expect(statesAllowing(action, role), `${role} ${action}`).toEqual(expected);
      }
    }
  });

  it("issue 23: each action leads to its one state", () => {
    const to = Object.fromEntries(orderActions.map((action) => [action, TRANSITIONS[action].to]));
    expect(to).toEqual({
      pay: "paid",
      cancel: "cancelled",
      expire: "cancelled",
      ship: "shipped",
      delete: "cancelled",
      "return-late-payment": "cancelled",
      approve: "unpaid",
      "approve-on-account": "paid",
      reject: "cancelled",
    });
  });

  it("issue 23: paid and shipped orders count as paid, unpaid and cancelled ones do not", () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, isPaidStatus(status)]))).toEqual({
      "awaiting-approval": false,
      unpaid: false,
      paid: true,
      shipped: true,
      cancelled: false,
    });
  });

  it("issue 38: only unpaid orders hold stock (issue 40: and those awaiting approval)", () => {
    expect(HOLDING_STATUSES).toEqual(["awaiting-approval", "unpaid"]);
  });
});

/**
 * The guards that read what was refunded (issue 38, decision 0036), written out by hand for an order of $210.00
 * with nothing, $10.00 or all of it given back: [canRefund, canShip, hasPackingSlip].
 */
const GUARDS: Record<OrderStatus, Record<"none" | "part" | "full", [boolean, boolean, boolean]>> = {
  "awaiting-approval": {
    none: [false, false, false],
    part: [false, false, false],
    full: [false, false, false],
  },
  unpaid: { none: [false, false, false], part: [false, false, false], full: [false, false, false] },
  paid: { none: [true, true, true], part: [true, true, true], full: [false, false, true] },
  shipped: { none: [true, false, true], part: [true, false, true], full: [false, false, true] },
  cancelled: { none: [false, false, false], part: [false, false, false], full: [false, false, false] },
};
const REFUNDED = { none: 0, part: 1000, full: 21000 } as const;

describe("issue 38: refunds inside the order state machine", () => {
  it("canRefund, canShip and hasPackingSlip answer every state × refund as the table written out above", () => {
    for (const status of orderStatuses) {
      for (const given of ["none", "part", "full"] as const) {
        const order = { status, totalCents: 21000, refundedCents: REFUNDED[given] };
        expect([canRefund(order), canShip(order), hasPackingSlip(order)], `${status}, ${given}`).toEqual(
          GUARDS[status][given],
        );
      }
    }
  });

  it("what is left to refund, in cents, never below nothing; an order of $0 is never refunded in full", () => {
    expect(refundLeftCents({ totalCents: 21000, refundedCents: 1000 })).toBe(20000);
    expect(refundLeftCents({ totalCents: 21000, refundedCents: 22000 })).toBe(0);
    expect(refundedInFull({ totalCents: 21000, refundedCents: 21000 })).toBe(true);
    expect(refundedInFull({ totalCents: 21000, refundedCents: 20999 })).toBe(false);
    expect(refundedInFull({ totalCents: 0, refundedCents: 0 })).toBe(false);
  });

  it("an order's answer in dollars reads as whole cents", () => {
    expect(refundedOrderOf({ status: "paid", price: 0.3, refunded: 0.1 })).toEqual({
      status: "paid",
      totalCents: 30,
      refundedCents: 10,
    });
  });
});

describe("issue 41: where a checkout starts", () => {
  it("issue 41: waits for an approver first, else is paid on account, else unpaid", () => {
    expect(placedStatus({ awaitsApproval: true, onAccount: true })).toBe("awaiting-approval");
    expect(placedStatus({ awaitsApproval: true, onAccount: false })).toBe("awaiting-approval");
    expect(placedStatus({ awaitsApproval: false, onAccount: true })).toBe("paid");
    expect(placedStatus({ awaitsApproval: false, onAccount: false })).toBe("unpaid");
  });
});
