/** The short order number customers and admins quote: the id's first 8 characters, as the admin cards show. */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}
