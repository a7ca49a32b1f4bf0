import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type } from 'typebox';
import {
  ApiPath,
  MAX_ORGANIZATION_PAGE_SIZE,
  MAX_ORGANIZATION_QUERY_LENGTH,
  type Envelope,
  type OrganizationProfile,
  type Page,
} from '../../../src/core/api/contract';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import { listOrganizationProfiles } from '../queries/organization-profiles';
import { addressOf } from './rate-limit';

/** Far past the organisations any deployment runs (a page of 50 each). */
const MAX_PAGE_INDEX = 1000;
const DEFAULT_PAGE_SIZE = 12;
/**
 * Lists a minute from one address: a visitor paging and searching asks a few; a script
 * walking every page to count schools at once meets the limit (each list counts figures).
 */
const LISTS_PER_MINUTE = 60;

const ListBody = OptionalBody(
  Type.Object({
    qname: Type.Optional(Text(MAX_ORGANIZATION_QUERY_LENGTH)),
    pageindex: Type.Optional(Int(1, MAX_PAGE_INDEX)),
    pagesize: Type.Optional(Int(1, MAX_ORGANIZATION_PAGE_SIZE)),
    id: Type.Optional(Id()),
  }),
);

const perAddress: RateLimitOptions = {
  max: LISTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `organization-list:${addressOf(request)}`,
  errorResponseBuilder: () => tooManyRequests(),
};

/**
 * The organisations that run the portal (POST /Api/Organization/List), for the product's
 * pages. Public, whoever calls and whatever organisation their token names: every entry holds
 * only the public fields of queries/organization-profiles.ts.
 */
export const organizationListRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.organizationList,
    { schema: { body: ListBody }, config: { rateLimit: perAddress } },
    async (request): Promise<Envelope<Page<OrganizationProfile>>> => {
      const { qname, id, pageindex = 1, pagesize = DEFAULT_PAGE_SIZE } = request.body ?? {};
      const filter = { ...(qname === undefined ? {} : { qname }), ...(id ? { id } : {}) };
      const spec = { index: pageindex, pagesize };
      return ok(request, await listOrganizationProfiles(ctx.db, filter, spec, ctx.now()));
    },
  );
};
