// /user/profile/address: the caller's saved delivery addresses.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, messageEnvelope } from "../../contract/common";
import { addressAddBody, addressDeleteBody, addressEditBody, PROFILE_MESSAGES, savedAddress } from "../../contract/profile";
import { addAddress, deleteAddress, editAddress } from "./addresses";

const addressResponse = { 200: envelope(savedAddress) };

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);

  app.post("/add", { schema: { body: addressAddBody, response: addressResponse } }, async (req) => ({
    success: true as const,
    message: PROFILE_MESSAGES.addressSaved,
    data: await addAddress(ctx, req.auth.sub, req.body.deliveryAddress),
  }));

  app.post("/edit", { schema: { body: addressEditBody, response: addressResponse } }, async (req) => ({
    success: true as const,
    message: PROFILE_MESSAGES.addressUpdated,
    data: await editAddress(ctx, req.auth.sub, req.body.id, req.body.deliveryAddress),
  }));

  app.delete("/delete", { schema: { body: addressDeleteBody, response: { 200: messageEnvelope } } }, async (req) => {
    await deleteAddress(ctx, req.auth.sub, req.body.id);
    return { success: true as const, message: PROFILE_MESSAGES.addressDeleted };
  });
};

export default routes;
