import { balanceResponseSchema, creditStatusResponseSchema, dailyStatusSchema } from '@mediaforge/shared';
import { contract, ok } from '../contract.js';

/** The credit pre-flights (each also without the /api prefix). */
export const CREDITS_CONTRACTS = {
  dailyStatus: contract({
    summary: 'Usage of the daily allowance',
    access: 'owner',
    responses: { 200: ok(dailyStatusSchema) },
    errors: [401],
  }),
  balance: contract({
    summary: 'Credits of a signed-in account',
    access: 'user',
    responses: { 200: ok(balanceResponseSchema) },
    errors: [401],
  }),
  status: contract({
    summary: 'Whether the caller may process now, with the balance and the daily usage',
    access: 'owner',
    responses: { 200: ok(creditStatusResponseSchema) },
    errors: [401],
  }),
};
