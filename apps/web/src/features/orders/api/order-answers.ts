/**
 * The orders' answer schemas, in their own chunk: My Orders is drawn by the server, and its first load carries
 * no zod (issue 24); these load with the first answer the browser reads itself.
 */
import { orderSchema } from "@xpart/shared/schemas";
import { z } from "zod";

export { deletedCountAnswerSchema, reorderAnswerSchema } from "@xpart/shared/schemas";

export const ordersSchema = z.array(orderSchema);
