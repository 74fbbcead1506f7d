/** Spec 1 §7: GET/POST /customer/me/addresses, PUT/DELETE /customer/me/addresses/{id}. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdParamsSchema,
  addressInputSchema,
  addressListSchema,
  addressSchema,
  apiErrorSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { addressNotFound } from './address-errors.ts';
import { toAddressValues } from './address-mapper.ts';
import type { AddressRepository } from './address-repository.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';

export interface AddressRoutesOptions {
  addresses: AddressRepository;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (
  app,
  { addresses },
) => {
  app.get(
    '/customer/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The customer's saved addresses, newest first",
        response: { 200: addressListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => addresses.list(customerOwner(request)),
  );

  app.post(
    '/customer/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Saves a new address; answers it with its new id',
        description:
          'An `id` in the body is ignored. The location needs latitude, longitude and a ' +
          "formattedAddress (its own or its addressComponents'). 409 AddressesLimitException " +
          'when the customer already keeps the most addresses allowed.',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = customerOwner(request);
      const address = await addresses.create(owner, toAddressValues(request.body));
      return reply.code(201).send(address);
    },
  );

  app.put(
    '/customer/me/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Replaces a saved address',
        params: addressIdParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const owner = customerOwner(request);
      const address = await addresses.update(
        owner,
        request.params.id,
        toAddressValues(request.body),
      );
      if (!address) throw addressNotFound();
      return address;
    },
  );

  app.delete(
    '/customer/me/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Deletes a saved address',
        params: addressIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const owner = customerOwner(request);
      if (!(await addresses.delete(owner, request.params.id))) throw addressNotFound();
      return reply.code(204).send(null);
    },
  );
};
