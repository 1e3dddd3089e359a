import {
  PRODUCT_ADMIN_TEXTS,
  productFitmentSchema,
  productIdParamsSchema,
  vehicleIdParamsSchema,
  vehicleListQuerySchema,
  vehicleMakesQuerySchema,
  vehicleModelsQuerySchema,
  vehicleSchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { NotFoundError } from "../../domain-errors.js";

import { findProductRow } from "./catalog.service.js";
import {
  findVehicle,
  listVehicleMakes,
  listVehicleModels,
  listVehicles,
  listVehicleYears,
  productFitment,
} from "./fitment.service.js";
import { forgetVehicle, listSavedVehicles, saveVehicle } from "./saved-vehicles.service.js";

/**
 * Vehicle fitment's routes (issue 25): the vehicle chooser's steps, a vehicle and a product's fitment; and 'My
 * vehicles', the signed-in shopper's own list.
 */
export const fitmentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = { access: "public" as const, quietLog: true };
  const noSuchVehicle = () => new NotFoundError("No such vehicle");

  app.get("/vehicles/years", { config: read, schema: { response: { 200: z.array(z.number().int()) } } }, () =>
    listVehicleYears(db),
  );

  app.get(
    "/vehicles/makes",
    {
      config: read,
      schema: { querystring: vehicleMakesQuerySchema, response: { 200: z.array(z.string()) } },
    },
    (request) => listVehicleMakes(db, request.query.year),
  );

  app.get(
    "/vehicles/models",
    {
      config: read,
      schema: { querystring: vehicleModelsQuerySchema, response: { 200: z.array(z.string()) } },
    },
    (request) => listVehicleModels(db, request.query.year, request.query.make),
  );

  app.get(
    "/vehicles",
    {
      config: read,
      schema: { querystring: vehicleListQuerySchema, response: { 200: z.array(vehicleSchema) } },
    },
    (request) => listVehicles(db, request.query),
  );

  app.get(
    "/vehicles/:id",
    { config: read, schema: { params: vehicleIdParamsSchema, response: { 200: vehicleSchema } } },
    async (request) => (await findVehicle(db, request.params.id)) ?? Promise.reject(noSuchVehicle()),
  );

  app.get(
    "/products/:id/fitment",
    { config: read, schema: { params: productIdParamsSchema, response: { 200: productFitmentSchema } } },
    async (request) => {
      const product = await findProductRow(db, request.params.id);
      if (!product) throw new NotFoundError(PRODUCT_ADMIN_TEXTS.productNotFound);
      return productFitment(db, product.id, product.universal);
    },
  );

  const mine = { config: { access: "user" as const } };
  app.get("/my-vehicles", { ...mine, schema: { response: { 200: z.array(vehicleSchema) } } }, (request) =>
    listSavedVehicles(db, request.caller!.id),
  );

  app.put(
    "/my-vehicles/:id",
    { ...mine, schema: { params: vehicleIdParamsSchema, response: { 200: z.array(vehicleSchema) } } },
    (request) => saveVehicle(db, request.caller!.id, request.params.id),
  );

  app.delete(
    "/my-vehicles/:id",
    { ...mine, schema: { params: vehicleIdParamsSchema, response: { 200: z.array(vehicleSchema) } } },
    (request) => forgetVehicle(db, request.caller!.id, request.params.id),
  );
};
