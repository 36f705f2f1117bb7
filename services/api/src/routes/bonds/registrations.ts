import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteOrder, sameFigures, validateOrder } from '@brokerage/shared/bonds/calc.ts';
import type { BondOrder, BondOrderError, BondQuote } from '@brokerage/shared/bonds/terms.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  type BondFigures,
  BondConflictBodySchema,
  BondRegistrationBodySchema,
  BondRegistrationSchema,
} from '@brokerage/shared/validation/bonds.ts';
import { verifyConfirmation } from '../../lib/bonds/confirmation';
import { termsOf, tradingToday } from '../../lib/bonds/products';
import {
  buildSummaryPdf,
  presentRegistration,
  summaryFileName,
  summaryPath,
} from '../../lib/bonds/summary';
import { todayOf } from '../../lib/clock';
import { attachmentDisposition } from '../../lib/http/attachment';
import { HttpError } from '../../lib/http/http-error';
import type { MessageCode } from '../../i18n/messages';
import { COMMON_ERRORS, CUSTOMER_SECURITY } from '../../lib/http/route-schemas';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { newOpaqueToken, tokenMatches } from '../../lib/security/tokens';
import { confirmationKey } from './otp';
import { FEATURE_OFF, TAG } from './shared';

/** The figures the page compares (BondFiguresSchema) out of a full quote. */
const figuresOf = (quote: BondQuote): BondFigures => ({
  unitPriceVnd: quote.unitPriceVnd,
  valueVnd: quote.valueVnd,
  feeVnd: quote.feeVnd,
  paymentVnd: quote.paymentVnd,
  ytm: quote.ytm,
  irr: quote.irr,
  profitVnd: quote.profitVnd,
});

/** ISO date params print as the sites show dates (dd/mm/yyyy). */
const shownParams = (params: BondOrderError['params']) =>
  params &&
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) : v,
    ]),
  );

/** The 422 of every problem of the order at once, each on its field (with its params). */
function orderRefused(errors: OrderProblem[]) {
  const entry = (e: OrderProblem) => ({
    field: e.field,
    ...(e.params ? { params: shownParams(e.params)!, wireParams: e.params } : {}),
  });
  const [first, ...rest] = errors;
  return new HttpError(422, first!.code, {
    ...entry(first!),
    more: rest.map((e) => ({ code: e.code, ...entry(e) })),
  });
}

type OrderProblem = { code: MessageCode; field: string; params?: BondOrderError['params'] };

const soldOut = (remaining: number) =>
  new HttpError(409, 'bond_sold_out', {
    field: 'quantity',
    params: { remaining },
    wireParams: { remaining },
    extra: { remaining },
  });

/** `TP` + yymmdd: the reference numbers' day (Vietnam). */
const referenceDay = (isoDate: string) => isoDate.slice(2).replaceAll('-', '');

const REGISTRATION_DESCRIPTION = `A logged-in customer (bearer token) registers for their own account only (403 \`bond_account_mismatch\` on customer.accountNumber); a visitor sends the \`confirmation\` of \`account-otp/verify\` for that account number (401 \`bond_confirmation_required\` / \`bond_confirmation_invalid\`).
The server validates the order with today's date and the quantity left (422, every problem on its field: quantity, registrationDate, saleDate, professionalInvestor), prices it again with \`bonds/calc.ts\` and compares with \`figures\` (409 \`bond_quote_changed\` with the fresh \`figures\`), then books it atomically: a buy takes its quantity from the inventory in the same transaction as the registration, never below zero (409 \`bond_sold_out\` with \`remaining\`, nothing booked). A sale does not touch the inventory.
The confirmation e-mail (\`mail.send\`, template \`bonds.registration\`, with the PDF summary attached) is queued after booking.`;

export const bondRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registrations',
    {
      config: formRateLimit(app),
      onRequest: app.customerAuth.optional,
      schema: {
        tags: [TAG],
        summary: 'Register to buy or sell a corporate bond',
        description: REGISTRATION_DESCRIPTION,
        security: [...CUSTOMER_SECURITY, {}],
        querystring: LocaleQuerySchema,
        body: BondRegistrationBodySchema,
        response: {
          201: dataEnvelope(BondRegistrationSchema),
          ...COMMON_ERRORS,
          401: ApiErrorBodySchema.describe(
            '`bond_confirmation_required`, `bond_confirmation_invalid`, or a token code of a bearer token that does not work',
          ),
          403: ApiErrorBodySchema.describe('`bond_account_mismatch`'),
          404: ApiErrorBodySchema.describe(
            `\`bond_not_found\` (field productCode), or ${FEATURE_OFF}`,
          ),
          409: BondConflictBodySchema.describe(
            '`bond_quote_changed` (with `figures`) or `bond_sold_out` (with `remaining`)',
          ),
          422: ApiErrorBodySchema.describe(
            'The order cannot be booked: `bond_below_minimum`, `bond_above_remaining`, `bond_quantity_invalid`, `bond_date_past`, `bond_date_closed`, `bond_date_after_maturity`, `bond_sale_before_settlement`, `bond_sale_after_maturity`, `required` (saleDate), `bond_professional_required`',
          ),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { locale } = request.query;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      const accountNumber = body.customer.accountNumber;
      const session = request.customerSession;
      if (session) {
        if (session.customer.accountNumber !== accountNumber) {
          throw new HttpError(403, 'bond_account_mismatch', { field: 'customer.accountNumber' });
        }
      } else {
        if (!body.confirmation) {
          throw new HttpError(401, 'bond_confirmation_required', { field: 'confirmation' });
        }
        const check = verifyConfirmation(confirmationKey(app), body.confirmation, app.now());
        if (!check.ok || check.accountNumber !== accountNumber) {
          throw new HttpError(401, 'bond_confirmation_invalid', { field: 'confirmation' });
        }
      }

      const found = await app.repos.bonds.findProduct(body.productCode.toUpperCase(), locale);
      if (!found) throw new HttpError(404, 'bond_not_found', { field: 'productCode' });
      const { product } = found;
      const terms = termsOf(product);
      const order: BondOrder = {
        side: body.side,
        holding: body.side === 'buy' ? body.holding : 'maturity',
        quantity: body.quantity,
        registrationDate: body.registrationDate,
        ...(body.side === 'buy' && body.holding === 'flexible' && body.saleDate
          ? { saleDate: body.saleDate }
          : {}),
      };
      const remaining = product.remainingQuantity;
      // Nothing left that a registration could take: the product sold out since the page read it.
      if (order.side === 'buy' && order.quantity > remaining && remaining < terms.minQuantity) {
        throw soldOut(remaining);
      }
      const problems: OrderProblem[] = validateOrder(terms, order, {
        today: todayOf(app),
        remaining,
      });
      if (product.professionalOnly && !body.professionalInvestor) {
        problems.push({ code: 'bond_professional_required', field: 'professionalInvestor' });
      }
      if (problems.length > 0) throw orderRefused(problems);

      const quote = quoteOrder(terms, order);
      if (!sameFigures(quote, body.figures)) {
        throw new HttpError(409, 'bond_quote_changed', {
          field: 'figures',
          extra: { figures: figuresOf(quote) },
        });
      }

      const summaryToken = newOpaqueToken();
      const booked = await app.repos.bonds.book(referenceDay(tradingToday(app).date), {
        productCode: product.code,
        side: order.side,
        holding: order.holding,
        quantity: order.quantity,
        registrationDate: order.registrationDate,
        saleDate: order.saleDate ?? null,
        settlementDate: quote.settlementDate,
        exitDate: quote.exitDate,
        holdingDays: quote.holdingDays,
        unitPriceVnd: quote.unitPriceVnd,
        valueVnd: quote.valueVnd,
        feeVnd: quote.feeVnd,
        paymentVnd: quote.paymentVnd,
        saleUnitPriceVnd: quote.saleUnitPriceVnd,
        saleFeeVnd: quote.saleFeeVnd,
        profitVnd: quote.profitVnd,
        ytm: quote.ytm,
        irr: quote.irr,
        cashFlows: quote.cashFlows,
        professionalInvestor: body.professionalInvestor,
        customerId: session?.customer.id ?? null,
        accountNumber,
        bankAccount: body.customer.bankAccount,
        fullName: body.customer.fullName,
        phone: body.customer.phone,
        email: body.customer.email,
        locale,
        summaryTokenHash: createHash('sha256').update(summaryToken).digest('hex'),
        createdAt: app.now(),
      });
      if (!booked.ok) throw soldOut(booked.remaining);
      const row = booked.registration;
      const productName = found.name ?? product.code;

      try {
        await app.jobs.send('mail.send', {
          template: 'bonds.registration',
          to: row.email,
          locale,
          params: {
            registrationReference: row.reference,
            fullName: row.fullName,
            productCode: row.productCode,
            productName,
            side: row.side,
            quantity: row.quantity,
            registrationDate: row.registrationDate,
            settlementDate: row.settlementDate,
            unitPriceVnd: row.unitPriceVnd,
            valueVnd: row.valueVnd,
            feeVnd: row.feeVnd,
            paymentVnd: row.paymentVnd,
            ytm: row.ytm,
            irr: row.irr,
            profitVnd: row.profitVnd,
          },
        });
      } catch (error) {
        // Booked is booked: the completion page still shows the figures and the PDF link.
        request.log.error({ err: error, reference: row.reference }, 'bond e-mail not queued');
      }
      return reply.code(201).send({
        data: presentRegistration(row, productName, summaryPath(row.reference, summaryToken)),
      });
    },
  );

  app.get(
    '/registrations/:reference/summary.pdf',
    {
      schema: {
        tags: [TAG],
        summary: 'The PDF summary of a registration (the link of its completion page)',
        description:
          'The token is the one in `summaryUrl`; only its sha256 is stored, compared in constant time. A wrong token and an unknown reference answer the same 404.',
        params: z.object({ reference: z.string().trim().min(1).max(32) }),
        querystring: LocaleQuerySchema.extend({ token: z.string().trim().min(1).max(200) }),
        response: {
          200: {
            description: 'The PDF, as an attachment',
            content: { 'application/pdf': { schema: z.string() } },
          },
          ...COMMON_ERRORS,
          404: ApiErrorBodySchema.describe(`\`file_not_found\`, or ${FEATURE_OFF}`),
        },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const row = await app.repos.bonds.findRegistration(reference.toUpperCase());
      // Hash compared even without a row, so an unknown reference takes as long as a wrong token.
      const matches = tokenMatches(row?.summaryTokenHash ?? '0'.repeat(64), request.query.token);
      if (!row || !matches) throw new HttpError(404, 'file_not_found');
      // In the language it was registered in, as its e-mail.
      const locale = row.locale === 'en' ? 'en' : 'vi';
      const product = await app.repos.bonds.findProduct(row.productCode, locale);
      const pdf = await buildSummaryPdf(row, product?.name ?? row.productCode, locale);
      const title =
        locale === 'vi'
          ? `Đăng ký trái phiếu ${row.reference}`
          : `Bond registration ${row.reference}`;
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(summaryFileName(row.reference), title))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as never);
    },
  );
};
