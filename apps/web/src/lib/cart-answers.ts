/**
 * The cart's answer schemas, in their own chunk: the navbar and the product card read the cart on public pages,
 * whose first load carries no zod (issue 24); these load with it the first time the browser asks for the cart.
 */
export { addCartItemsAnswerSchema, cartSchema } from "@xpart/shared/schemas";
