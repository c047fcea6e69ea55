import { miningStateResponse } from '@fre/domain';
import { isResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsTheSameBothWays, serializerCompiler } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/mining', httpStatus: '200' });
const ours = (schema: z.ZodType) => serializerCompiler(route(schema) as never) as unknown as (data: unknown) => string;
const typeProviders = (schema: z.ZodType) => encodingSerializerCompiler(route(schema) as never) as unknown as (data: unknown) => string;
const thrown = (serialize: () => unknown) => {
  try {
    serialize();
  } catch (error) {
    return error;
  }
  return null;
};

const state = {
  session: {
    id: '1c1d82ed-474c-44ad-bfde-56664b4a50da', startTime: '2026-11-29T04:30:55.216Z', endTime: '2026-11-30T04:30:55.216Z', rate: '1041667', earnings: '3',
    accrued: '0', accruedUntil: '2026-11-29T04:30:55.216Z', active: true, claimed: false, timeReduction: 0,
  },
  rate: { total: '1041667', base: '1041667', levels: '0', referrals: '0', boosts: '0', packs: '0', countedReferrals: 0 },
  serverTime: '2026-11-29T04:30:55.229Z',
};

describe('the response serializer', () => {
  it('writes what the type provider wrote, without the fields the schema does not declare', () => {
    const withSecret = { ...state, passwordHash: 'x', session: { ...state.session, userId: 'u' } };
    expect(ours(miningStateResponse)(withSecret)).toBe(typeProviders(miningStateResponse)(withSecret));
    expect(JSON.parse(ours(miningStateResponse)(withSecret))).toEqual(state);
  });

  it('refuses a value of the wrong type, as the type provider did', () => {
    const wrong = { ...state, rate: { ...state.rate, countedReferrals: '0' } };
    expect(isResponseSerializationError(thrown(() => ours(miningStateResponse)(wrong)))).toBe(true);
    expect(isResponseSerializationError(thrown(() => typeProviders(miningStateResponse)(wrong)))).toBe(true);
    expect(isResponseSerializationError(thrown(() => ours(miningStateResponse)({ ...state, session: undefined })))).toBe(true);
  });

  it('checks with parse only the schemas that read the same both ways', () => {
    expect(readsTheSameBothWays(miningStateResponse)).toBe(true);
    expect(readsTheSameBothWays(z.object({ list: z.array(z.union([z.literal('a'), z.object({ b: z.string().nullable() })])) }))).toBe(true);
    expect(readsTheSameBothWays(z.object({ on: z.boolean().default(true) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ at: z.array(z.string().transform((value) => new Date(value))) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (value) => new Date(value), encode: (date) => date.toISOString() }) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ tree: z.lazy(() => z.string()) }))).toBe(false);
  });

  it('keeps encoding the other schemas, as the type provider does', () => {
    const dated = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (value) => new Date(value), encode: (date) => date.toISOString() }) });
    const data = { at: new Date('2026-11-29T04:30:55.229Z') };
    expect(ours(dated)(data)).toBe('{"at":"2026-11-29T04:30:55.229Z"}');
    expect(ours(dated)(data)).toBe(typeProviders(dated)(data));
  });
});
