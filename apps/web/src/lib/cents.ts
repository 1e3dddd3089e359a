import { dollarsToCents } from "@xpart/shared/texts";

/**
 * The contract's dollars as the pricing rule's cents. The contract's prices are whole cents; anything else is
 * rounded to the nearest one rather than refused, since a screen only shows it.
 */
export const cents = (dollars: number) => dollarsToCents(dollars) ?? Math.round(dollars * 100);
