import type { SchemaSource } from "#src/lib/api-client";

import type * as OrderAnswers from "./order-answers";

const orderAnswers = () => import("./order-answers");

type Answers = typeof OrderAnswers;

/** The orders' answer schemas, each loaded with zod the first time the browser reads such an answer (issue 24). */
export const ORDER_ANSWERS: { [K in keyof Answers]: SchemaSource<Answers[K]> } = {
  ordersSchema: async () => (await orderAnswers()).ordersSchema,
  deletedCountAnswerSchema: async () => (await orderAnswers()).deletedCountAnswerSchema,
  reorderAnswerSchema: async () => (await orderAnswers()).reorderAnswerSchema,
};
