import { formatMoney } from "@xpart/shared/texts";

/**
 * Quotes' screen words (issue 41 item 4) that the shared QUOTE_TEXTS does not have: the cart's 'Request a
 * quote', the member's Quotes page and the shop's. Kept in the web app, like ON_ACCOUNT_PAGE_TEXTS, until the
 * shared texts carry them: no server answer says these words.
 */
export const QUOTE_PAGE_TEXTS = {
  // The cart (features/cart).
  requestIntro: "Buying in bulk? Ask us to price this cart: the cart stays as it is.",
  noteForShop: "Note for the shop (optional)",
  noteHint: (chars: number, max: number) => `${chars} of ${max} characters`,
  sendRequest: "Send request",
  cancel: "Cancel",
  seeQuotes: "See your quotes",
  // A quote, wherever it shows (components/).
  quoteTitle: (number: string) => `Quote ${number}`,
  linesCaption: (number: string) => `The lines of quote ${number}`,
  product: "Product",
  quantity: "Quantity",
  unitPrice: "Unit price",
  lineTotal: "Line total",
  total: "Total",
  notPriced: "Not priced yet",
  requestedOn: "Requested",
  requestedBy: "Requested by",
  company: "Company",
  theirNote: "Their note",
  yourNote: "Your note",
  shopNote: "Note from the shop",
  pdf: "PDF",
  pdfLabel: (number: string) => `Download quote ${number} as a PDF`,
  // The member's Quotes page (features/company).
  quotesIntro:
    "Your company's quotes, newest first. Once we have priced and sent one, accept it before its validity day to order exactly its lines at exactly its prices, or decline it.",
  noQuotesHint: "Ask for one from your cart.",
  openCart: "Open the cart",
  acceptTitle: (number: string) => `Accept quote ${number}`,
  acceptLabel: (number: string) => `Accept quote ${number} and check out`,
  acceptSummary: (total: number) =>
    `You order the quote's lines at its prices: ${formatMoney(total)} in all.`,
  billingDetails: "Billing details",
  declineLabel: (number: string) => `Decline quote ${number}`,
  declineConfirm: (number: string) => `Decline quote ${number}?`,
  declineDetail: "The shop is told, and the quote can no longer be accepted.",
  keepQuote: "Keep it",
  declined: (number: string) => `Quote ${number} declined`,
  expiredNote: "Its validity day has passed: ask for a new quote from your cart.",
  // The shop's Quotes page (features/admin).
  adminIntro:
    "Quotes the companies asked for, newest first. Price each line (its quantity may change), set the day it is valid until, and send it: the requester is mailed the quote and its PDF.",
  statusFilter: "Quote status",
  all: "All",
  noQuotesOf: (status: string) => `No ${status.toLowerCase()} quotes.`,
  pricesOf: (number: string) => `Prices of quote ${number}`,
  unitPriceDollars: "Unit price ($)",
  /** A line's field as screen readers name it: what it is, then whose (the label shows the first only). */
  lineField: (field: string, product: string) => `${field}, ${product}`,
  noteToCompany: "Note to the company (optional)",
  savePrices: "Save prices",
  pricesSaved: (number: string) => `Prices of quote ${number} saved`,
  sent: (number: string, email: string) => `Quote ${number} sent to ${email}`,
  sendHint: "Give every line a price to send the quote.",
  repriceHint: "Saving changes to a sent quote makes it requested again: send it again after.",
  decided: "Accepted or declined: the quote can no longer change.",
  priceRequired: "Price is required",
  quantityRequired: "Quantity is required",
  quantityRange: (max: number) => `Quantity must be a whole number from 1 to ${max.toLocaleString("en-US")}`,
} as const;

/** A new quote's validity, in days from today, until the admin picks another day. */
export const DEFAULT_QUOTE_DAYS = 30;
