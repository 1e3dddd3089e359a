import { APPROVAL_TEXTS, COMPANY_TEXTS, PAGE_PATHS } from "@xpart/shared";

import { layout } from "./template-layout.js";
import {
  ORDER_FOOTER,
  orderLines,
  ordersRef,
  when,
  type OrderMailData,
  type Renderer,
} from "./template-parts.js";

/** An invitation to join a company (issue 40): who asked, for which role, and until when the link works. */
export interface CompanyInvitationMailData {
  companyName: string;
  invitedBy: string;
  roleLabel: string;
  /** The invitation's secret: the link is the join page with it. */
  token: string;
  expiresAt: string;
}

/** An order over a buyer's limit (issue 40): one mail to each approver, linking to the orders to approve. */
export interface ApprovalRequestedMailData extends OrderMailData {
  buyer: string;
  /** Which limit it is over, in words (approval-rules.ts). */
  reason: string;
  expiresAt: string;
}

const APPROVER_FOOTER = "You receive this because you approve orders for your company at X-Part.";

export const COMPANY_RENDERERS: {
  "company-invitation": Renderer<CompanyInvitationMailData>;
  "approval-requested": Renderer<ApprovalRequestedMailData>;
  "order-approved": Renderer<OrderMailData & { expiresAt: string }>;
} = {
  "company-invitation": (d, url) => ({
    subject: `${d.invitedBy} invites you to buy for ${d.companyName} on X-Part`,
    ...layout(
      COMPANY_TEXTS.joinTitle(d.companyName),
      [
        {
          table: [
            [COMPANY_TEXTS.company, d.companyName],
            [COMPANY_TEXTS.role, d.roleLabel],
            ["Invited by", d.invitedBy],
          ],
        },
        {
          paragraph: `Accept with the button below: you sign in, or create your account with this email, and join the company. The link works until ${when(d.expiresAt)}.`,
        },
        {
          button: {
            label: "Accept the invitation",
            url: url(`${PAGE_PATHS.joinCompany}?${new URLSearchParams({ token: d.token }).toString()}`),
          },
        },
      ],
      "If you did not expect this, ignore it: nothing happens unless you accept.",
    ),
  }),
  "approval-requested": (d, url) => ({
    subject: `Approval needed: ${ordersRef(d)} by ${d.buyer}`,
    ...layout(
      `${d.buyer} needs your approval`,
      [
        orderLines(d),
        { paragraph: `${d.reason}. Unless it is approved, it is cancelled at ${when(d.expiresAt)}.` },
        {
          button: {
            label: APPROVAL_TEXTS.approvals,
            url: url(`${PAGE_PATHS.approvals}?checkout=${d.checkoutId}`),
          },
        },
      ],
      APPROVER_FOOTER,
    ),
  }),
  "order-approved": (d, url) => ({
    subject: `${ordersRef(d)} approved: ready to pay`,
    ...layout(
      `Your order was approved, ${d.name}`,
      [
        orderLines(d),
        {
          paragraph: `Your company approved it. Unless it is paid, it is cancelled at ${when(d.expiresAt)}.`,
        },
        { button: { label: "Pay now", url: url(PAGE_PATHS.payment.replace(":id", d.lines[0]!.orderId)) } },
      ],
      ORDER_FOOTER,
    ),
  }),
};
