import { LIMITS } from "@xpart/shared/texts";

/** One help or legal page: a heading, an opening line and titled sections of paragraphs. */
export interface HelpArticle {
  title: string;
  intro: string;
  /** `email`: the address that section's requests go to, shown as a mail link. */
  sections: { id: string; heading: string; paragraphs: string[]; email?: string }[];
}

/** Where customers write; one address per purpose so a request reaches the right desk. */
const CONTACT_EMAILS = {
  sales: "sales@x-part.example",
  support: "support@x-part.example",
  privacy: "privacy@x-part.example",
} as const;

const FREE_DELIVERY = `$${LIMITS.freeDeliveryOverDollars}`;

export const CONTACT: HelpArticle = {
  title: "Contact",
  intro:
    "X-Part makes auto parts and workshop tools and sells them direct, in bulk, to workshops, fleets and resellers. Real people answer every message.",
  sections: [
    {
      id: "support",
      heading: "Orders and deliveries",
      paragraphs: [
        `Questions about an order, a payment or a delivery: write to ${CONTACT_EMAILS.support} with your order number (it is on your Order Table). Support answers around the clock, usually within a few hours.`,
      ],
      email: CONTACT_EMAILS.support,
    },
    {
      id: "bulk",
      heading: "Bulk and fleet quotes",
      paragraphs: [
        `Every product is sold from a minimum order (${LIMITS.defaultMinOrder} units for most of the range). For larger runs, framework agreements for a fleet or a product you cannot find in the shop, write to ${CONTACT_EMAILS.sales} with the parts, quantities and delivery address.`,
      ],
      email: CONTACT_EMAILS.sales,
    },
    {
      id: "about",
      heading: "About X-Part",
      paragraphs: [
        "We design and build power tools, welders, saws and discs, and we source the vehicle parts our customers order with them: brakes, ignition parts, lighting, tyres and batteries. Because we sell without middlemen, the stock figure you see in the shop is the stock in our warehouse.",
      ],
    },
  ],
};

export const SHIPPING_RETURNS: HelpArticle = {
  title: "Shipping & Returns",
  intro: `Orders over ${FREE_DELIVERY} ship free. Here is how your parts reach you, and what to do when something is not right.`,
  sections: [
    {
      id: "shipping",
      heading: "Shipping",
      paragraphs: [
        `Delivery is free for every order over ${FREE_DELIVERY}; smaller orders pay the carrier's rate, shown before you pay.`,
        "An order ships once it is paid. Your Order Table shows each order's state: unpaid, paid, then shipped when it leaves our warehouse.",
        "An order left unpaid is cancelled after 24 hours and its stock goes back on sale, so pay when you are ready to buy.",
      ],
    },
    {
      id: "cancel",
      heading: "Cancelling an order",
      paragraphs: [
        "You can cancel an unpaid order yourself from your Order Table. Once an order is paid, write to support before it ships and we will stop it.",
      ],
    },
    {
      id: "returns",
      heading: "Returns",
      paragraphs: [
        "Unused parts and tools in their original packaging may be returned within 30 days of delivery. Write to support with your order number and the quantity you are returning; we send a return label and refund the card you paid with within 5 working days of receiving the goods.",
        "A part that arrives damaged or faulty is replaced or refunded in full, including the shipping, whatever the order size.",
      ],
    },
    {
      id: "warranty",
      heading: "Warranty",
      paragraphs: [
        "X-Part tools carry a 2-year warranty against manufacturing faults. Keep your order number: it is your proof of purchase.",
      ],
    },
  ],
};

export const TERMS: HelpArticle = {
  title: "Terms of Use",
  intro: "These terms apply to every order placed in the X-Part shop. By placing an order you agree to them.",
  sections: [
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "You need an account to order. Keep your password to yourself; you are responsible for orders placed from your account. You can protect it further with two-factor sign-in from your profile.",
      ],
    },
    {
      id: "orders",
      heading: "Orders and prices",
      paragraphs: [
        "Prices are in US dollars. Each product has a minimum order quantity, and you cannot order more than the stock shown. The price and total of an order are fixed when you place it.",
        "A contract is formed when your payment succeeds. Unpaid orders are held for 24 hours and then cancelled.",
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      paragraphs: [
        "Payment is by card through our payment provider. An order is marked paid only when the provider confirms the full amount.",
      ],
    },
    {
      id: "liability",
      heading: "Use of the products",
      paragraphs: [
        "Fit and use parts and tools as their instructions say, with the protective equipment they call for. Our liability for a faulty product is limited to its replacement or refund, except where the law says otherwise.",
      ],
    },
  ],
};

export const PRIVACY: HelpArticle = {
  title: "Privacy Policy",
  intro: "We keep only the data we need to sell and deliver your orders, and we never sell it.",
  sections: [
    {
      id: "data",
      heading: "What we keep",
      paragraphs: [
        "Your name, email address and password (stored only as a hash); the delivery address and phone number of each order; the reviews and profile details you choose to add.",
        "Card details go straight to our payment provider. We keep only the transaction id it gives back.",
      ],
    },
    {
      id: "use",
      heading: "How we use it",
      paragraphs: [
        "To deliver your orders, answer your questions and keep your account safe. We send no marketing email and share your data only with the carrier and payment provider an order needs.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and storage",
      paragraphs: [
        "One cookie keeps you signed in; it is sent only to this shop and cannot be read by scripts. Your browser also stores a short-lived access token while you are signed in. There are no advertising or tracking cookies.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        `To see, correct or delete your data, write to ${CONTACT_EMAILS.privacy}. Orders are kept for the period tax law requires even after an account is removed.`,
      ],
      email: CONTACT_EMAILS.privacy,
    },
  ],
};
