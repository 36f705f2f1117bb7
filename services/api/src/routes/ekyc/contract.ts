import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { z } from 'zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import type { ContactInfoFields, Registration } from '@brokerage/shared/validation/ekyc/schemas.ts';
import {
  ContractConfirmBodySchema,
  UuidParamsSchema,
} from '@brokerage/shared/validation/ekyc/schemas.ts';
import {
  buildContractPdf,
  contractDocument,
  type ContractInput,
} from '../../lib/ekyc/contract-pdf';
import { attachmentDisposition } from '../../lib/http/attachment';
import { HttpError } from '../../lib/http/http-error';
import { type EkycCaseRow, IdNumberTakenError } from '../../repositories/ekyc';
import { CASE_ERRORS, CompletedSchema, ContractTextSchema, TAG } from './answers';
import {
  EKYC_SECURITY,
  TokenHeadersSchema,
  assertStep,
  hotline,
  openCase,
  stepNotAllowed,
} from './access';
import { ekycChoices } from './options';
import { completionAnswer } from './present';

const DAY_MS = 86_400_000;

/** What the contract names, for a case at `contract` or `completed`, in `locale`. */
async function contractInput(
  app: FastifyInstance,
  row: EkycCaseRow,
  locale: Locale,
): Promise<ContractInput> {
  const contact = row.contact as ContactInfoFields;
  const registration = row.registration as Registration;
  const choices = await ekycChoices(app, locale);
  const name = (list: { code: string; name: string }[], code: string) =>
    list.find((o) => o.code === code)?.name ?? code;
  const pack = choices.servicePacks.find((p) => p.code === registration.servicePack);
  return {
    locale,
    caseId: row.id,
    date: app.now(),
    signWithinDays: app.config.ekyc.signWithinDays,
    customer: { ...contact, address: registration.address },
    accounts: registration.accountTypes,
    servicePack: pack ?? { name: registration.servicePack, interestRate: 0, fee: 0 },
    branch: name(choices.branches, registration.branchCode),
    broker: name(choices.brokers, registration.brokerCode),
    bank: {
      name: name(choices.banks, registration.bankCode),
      accountNumber: registration.bankAccNo,
    },
    related: {
      name: registration.relatedName,
      phone: registration.relatedPhone,
      relationship: registration.relatedRelationship,
    },
  };
}

/** Step 6: the contract to read, and its confirmation, which completes the case. */
export const ekycContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contract/:uuid',
    {
      schema: {
        tags: [TAG],
        summary: 'The account opening agreement with the customer’s data (PDF, request language)',
        security: EKYC_SECURITY,
        params: UuidParamsSchema,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        response: {
          200: {
            description: 'The PDF, inline',
            content: { 'application/pdf': { schema: z.string() } },
          },
          ...CASE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const row = await openCase(app, request, request.params.uuid);
      assertStep(row, ['contract', 'completed']);
      const pdf = await buildContractPdf(await contractInput(app, row, locale));
      const title = locale === 'vi' ? 'Hợp đồng mở tài khoản' : 'Account opening agreement';
      return (
        reply
          .type('application/pdf')
          .header(
            'content-disposition',
            attachmentDisposition(`contract-${row.id}.pdf`, title).replace(/^attachment/, 'inline'),
          )
          .header('x-content-type-options', 'nosniff')
          // Bytes bypass the serializer; the declared 200 schema only documents the PDF.
          .send(Buffer.from(pdf) as never)
      );
    },
  );

  app.get(
    '/contract/:uuid/text',
    {
      schema: {
        tags: [TAG],
        summary: 'The same agreement as text blocks, for reading it in the page',
        description:
          'What the PDF prints: its title, the line under it and the blocks (headings, paragraphs, numbered or bulleted items), in the request language.',
        security: EKYC_SECURITY,
        params: UuidParamsSchema,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        response: { 200: ContractTextSchema, ...CASE_ERRORS },
      },
    },
    async (request) => {
      const row = await openCase(app, request, request.params.uuid);
      assertStep(row, ['contract', 'completed']);
      return { data: contractDocument(await contractInput(app, row, request.query.locale)) };
    },
  );

  app.post(
    '/contract-confirm',
    {
      schema: {
        tags: [TAG],
        summary: 'Agree to the terms: the case is completed (account opened, or under review)',
        description:
          'Variant `opened`: a customer identification number and a new 009C account number. Variant `review` (a face match in the grey band, a document warning, a US declaration answered yes): the customer number only; a person looks at the case first. The e-contract is signed in the app within EKYC_SIGN_WITHIN_DAYS.',
        security: EKYC_SECURITY,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: ContractConfirmBodySchema,
        response: {
          200: CompletedSchema,
          ...CASE_ERRORS,
          409: ApiErrorBodySchema.describe('`ekyc_step_not_allowed` or `id_card_existed`'),
        },
      },
    },
    async (request) => {
      const row = await openCase(app, request, request.body.uuid);
      assertStep(row, ['contract']);
      const contact = row.contact as ContactInfoFields;
      const now = app.now();
      let completion;
      try {
        completion = await app.repos.ekyc.complete({
          caseId: row.id,
          idNumber: contact.idCode,
          variant: row.reviewReasons.length > 0 ? 'review' : 'opened',
          customer: {
            fullName: contact.fullName,
            email: contact.email,
            phone: contact.phone,
            customerType: 'individual',
          },
          now,
          // A completed case stays readable until the retention deletes it.
          expiresAt: new Date(row.createdAt.getTime() + app.config.ekyc.retentionDays * DAY_MS),
        });
      } catch (error) {
        if (!(error instanceof IdNumberTakenError)) throw error;
        throw new HttpError(409, 'id_card_existed', {
          field: 'idCode',
          params: { hotline: await hotline(app, request.query.locale) },
        });
      }
      if (!completion) throw stepNotAllowed();
      return {
        data: { step: 'completed' as const, completion: completionAnswer(app, completion) },
      };
    },
  );
};
