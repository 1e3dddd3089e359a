/** The short order number customers and admins quote, and the mails' subjects carry: the id's first 8 characters. */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}
