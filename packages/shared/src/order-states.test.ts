import { describe, expect, it } from "vitest";

import {
  canDo,
  isPaidStatus,
  orderActions,
  orderRoles,
  orderStatuses,
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
  pay: { unpaid: ["customer", "provider"], paid: [], shipped: [], cancelled: [] },
  cancel: { unpaid: ["customer", "admin"], paid: [], shipped: [], cancelled: [] },
  expire: { unpaid: ["system"], paid: [], shipped: [], cancelled: [] },
  ship: { unpaid: [], paid: ["admin"], shipped: [], cancelled: [] },
  delete: { unpaid: [], paid: [], shipped: [], cancelled: ["admin"] },
  refund: { unpaid: [], paid: [], shipped: [], cancelled: ["provider"] },
};

describe("issue 23: the order state machine", () => {
  it("issue 23: has exactly these states, actions and roles", () => {
    expect(orderStatuses).toEqual(["unpaid", "paid", "shipped", "cancelled"]);
    expect(orderActions).toEqual(["pay", "cancel", "expire", "ship", "delete", "refund"]);
    expect(orderRoles).toEqual(["customer", "admin", "system", "provider"]);
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
    expect(cells).toBe(6 * 4 * 4);
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
      refund: "cancelled",
    });
  });

  it("issue 23: paid and shipped orders count as paid, unpaid and cancelled ones do not", () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, isPaidStatus(status)]))).toEqual({
      unpaid: false,
      paid: true,
      shipped: true,
      cancelled: false,
    });
  });
});
