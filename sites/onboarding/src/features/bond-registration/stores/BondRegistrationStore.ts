import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { z } from 'zod';
import type { BondConfirmation, BondOtpSent, BondsApi } from '@brokerage/shared/api/bondsApi.ts';
import { isApiRequestError, isRequestCanceled } from '@brokerage/shared/api/errors.ts';
import type { KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import type { SessionCustomer } from '@brokerage/shared/auth/profiles.ts';
import {
  quoteOrder,
  saleDateAfterMonths,
  settlementDate,
  validateOrder,
} from '@brokerage/shared/bonds/calc.ts';
import type {
  BondHolding,
  BondOrder,
  BondOrderError,
  BondQuote,
  BondSide,
} from '@brokerage/shared/bonds/terms.ts';
import { parseInstant, secondsUntil } from '@brokerage/shared/format/countdown.ts';
import { isTradingDay } from '@brokerage/shared/market/calendar.ts';
import {
  BondCustomerSchema,
  BondRegistrationSchema,
  type BondProduct,
  type BondRegistration,
} from '@brokerage/shared/validation/bonds.ts';
import { AccountNumberSchema } from '@brokerage/shared/validation/customers.ts';

/** Where the flow is kept for this tab: a reload or Back keeps what was typed (sessionStorage). */
export const BOND_DRAFT_KEY = 'bondRegistration';

/** The holding periods offered, in months (those ending before maturity are shown). */
export const HOLDING_PERIODS = [1, 3, 6, 9, 12, 18, 24, 36, 48, 60] as const;

export type CustomerField = 'accountNumber' | 'bankAccount' | 'fullName' | 'phone' | 'email';
export type OrderField = 'quantity' | 'registrationDate' | 'saleDate';

/** A message for a field or for the form: a code of the schemas, calc.ts or the API. */
export interface FlowIssue {
  code: string;
  params?: Record<string, string | number>;
  /** The server's sentence, in the page's language: said when no text of ours fits the code. */
  message?: string;
}

export interface BondSession {
  token: string | null;
  customer: SessionCustomer | null;
}

export interface BondRegistrationStoreOptions {
  api: BondsApi;
  storage: KeyValueStorage;
  getRecaptchaToken: () => Promise<string | null>;
  /** The logged-in customer, read when needed (the login can change while the page is open). */
  getSession: () => BondSession;
  clock?: () => number;
}

const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'accountNumber',
  'bankAccount',
  'fullName',
  'phone',
  'email',
];

const DraftSchema = z.object({
  productCode: z.string(),
  side: z.enum(['buy', 'sell']),
  holding: z.enum(['maturity', 'flexible']),
  quantity: z.union([z.number(), z.literal('')]),
  registrationDate: z.string(),
  saleMode: z.enum(['period', 'date']),
  periodMonths: z.number().nullable(),
  saleDate: z.string(),
  customer: z.object({
    accountNumber: z.string(),
    bankAccount: z.string(),
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  professionalInvestor: z.boolean(),
  confirmation: z
    .object({ accountNumber: z.string(), confirmation: z.string(), expiresAt: z.string() })
    .nullable(),
  result: BondRegistrationSchema.nullable(),
});
type Draft = z.infer<typeof DraftSchema>;

const EMPTY_CUSTOMER: Draft['customer'] = {
  accountNumber: '',
  bankAccount: '',
  fullName: '',
  phone: '',
  email: '',
};

function readDraft(storage: KeyValueStorage): Draft | null {
  const raw = storage.getItem(BOND_DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Where the page shows a field of the API's errors: the customer's own fields without their
 * `customer.` prefix, the visitor's confirmation on the account number; the product code names
 * no field the customer can change (a form message).
 */
function fieldOf(field: string | undefined): string | undefined {
  if (!field || field === 'productCode' || field === 'figures') return undefined;
  if (field === 'confirmation') return 'accountNumber';
  return field.replace(/^customer\./, '');
}

/** The API's errors as issues: by field, and the one that belongs to no field. */
function issuesOf(error: unknown): { fields: Record<string, FlowIssue>; form: FlowIssue | null } {
  if (isApiRequestError(error)) {
    const fields: Record<string, FlowIssue> = {};
    let form: FlowIssue | null = null;
    for (const e of error.errors) {
      const { params } = e;
      const issue: FlowIssue = { code: e.code, message: e.message, ...(params ? { params } : {}) };
      const field = fieldOf(e.field);
      if (field && !(field in fields)) fields[field] = issue;
      else if (!field && !form) form = issue;
    }
    if (!form && Object.keys(fields).length === 0) {
      form = {
        code: error.status === 429 ? 'too_many_requests' : 'internal_error',
        ...(error.retryAfterSeconds ? { params: { seconds: error.retryAfterSeconds } } : {}),
      };
    }
    return { fields, form };
  }
  return { fields: {}, form: { code: 'network_error' } };
}

/**
 * The whole bond registration (issue 25): the product list, the order (priced live by
 * `bonds/calc.ts`, the module the server checks with), the customer (a logged-in customer's
 * account, or a visitor's confirmed by an OTP), the registration and its result. Everything the
 * customer typed is kept in sessionStorage.
 */
export class BondRegistrationStore {
  products: BondProduct[] = [];
  productsLoading = false;
  productsError: FlowIssue | null = null;

  product: BondProduct | null = null;
  productLoading = false;
  productError: FlowIssue | null = null;

  productCode = '';
  side: BondSide = 'buy';
  holding: BondHolding = 'maturity';
  quantity: number | '' = '';
  registrationDate = '';
  saleMode: 'period' | 'date' = 'period';
  periodMonths: number | null = null;
  saleDate = '';
  customer: Draft['customer'] = { ...EMPTY_CUSTOMER };
  professionalInvestor = false;

  /** The order step was submitted once: its errors show on the fields. */
  orderTouched = false;
  /** The customer step was submitted once. */
  customerTouched = false;

  otp: BondOtpSent | null = null;
  otpCode = '';
  otpSending = false;
  otpVerifying = false;
  confirmation: (BondConfirmation & { accountNumber: string }) | null = null;

  submitting = false;
  serverErrors: Record<string, FlowIssue> = {};
  formError: FlowIssue | null = null;
  /** `bond_sold_out` on the last submit: what remains. */
  soldOut: { remaining: number | null } | null = null;
  /** `bond_quote_changed` on the last submit: the fresh figures are shown, to confirm again. */
  quoteChanged = false;

  result: BondRegistration | null = null;
  now: number;

  readonly #options: BondRegistrationStoreOptions;
  readonly #clock: () => number;
  #productsController: AbortController | null = null;
  #productController: AbortController | null = null;

  constructor(options: BondRegistrationStoreOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
    this.now = this.#clock();
    const draft = readDraft(options.storage);
    if (draft) this.#apply(draft);
    makeAutoObservable(this, {}, { autoBind: true });
    reaction(
      () => this.draft,
      (value) => options.storage.setItem(BOND_DRAFT_KEY, JSON.stringify(value)),
      { delay: 100 },
    );
  }

  #apply(draft: Draft): void {
    this.productCode = draft.productCode;
    this.side = draft.side;
    this.holding = draft.holding;
    this.quantity = draft.quantity;
    this.registrationDate = draft.registrationDate;
    this.saleMode = draft.saleMode;
    this.periodMonths = draft.periodMonths;
    this.saleDate = draft.saleDate;
    this.customer = draft.customer;
    this.professionalInvestor = draft.professionalInvestor;
    this.confirmation = draft.confirmation;
    this.result = draft.result;
  }

  get draft(): Draft {
    return {
      productCode: this.productCode,
      side: this.side,
      holding: this.holding,
      quantity: this.quantity,
      registrationDate: this.registrationDate,
      saleMode: this.saleMode,
      periodMonths: this.periodMonths,
      saleDate: this.saleDate,
      customer: { ...this.customer },
      professionalInvestor: this.professionalInvestor,
      confirmation: this.confirmation,
      result: this.result,
    };
  }

  /** Writes the draft now (before a full page load, say), not after the reaction's delay. */
  persist(): void {
    this.#options.storage.setItem(BOND_DRAFT_KEY, JSON.stringify(this.draft));
  }

  // ---- products -------------------------------------------------------------------------------

  async loadProducts(): Promise<void> {
    this.#productsController?.abort();
    const controller = new AbortController();
    this.#productsController = controller;
    this.productsLoading = true;
    this.productsError = null;
    try {
      const products = await this.#options.api.getProducts({ signal: controller.signal });
      runInAction(() => {
        this.products = products;
      });
    } catch (error) {
      if (isRequestCanceled(error)) return;
      runInAction(() => {
        this.productsError = issuesOf(error).form ?? { code: 'internal_error' };
      });
    } finally {
      if (this.#productsController === controller) {
        runInAction(() => {
          this.productsLoading = false;
        });
      }
    }
  }

  /**
   * The product of the order step (`?code=`), with today's prices. A different code from the
   * draft's starts a new order (the customer's details stay).
   */
  async loadProduct(code: string): Promise<void> {
    const trimmed = code.trim();
    if (trimmed !== this.productCode) this.#startOrder(trimmed);
    this.#productController?.abort();
    const controller = new AbortController();
    this.#productController = controller;
    this.productLoading = true;
    this.productError = null;
    if (!trimmed) {
      this.productLoading = false;
      this.productError = { code: 'bond_not_found' };
      return;
    }
    try {
      const product = await this.#options.api.getProduct(trimmed, { signal: controller.signal });
      runInAction(() => {
        this.product = product;
        if (!this.registrationDate || this.registrationDate < product.today.date) {
          this.registrationDate = product.today.tradeDate;
        }
        if (this.quantity === '') this.quantity = product.minQuantity;
      });
    } catch (error) {
      if (isRequestCanceled(error)) return;
      runInAction(() => {
        this.product = null;
        const issues = issuesOf(error);
        this.productError = issues.form ?? Object.values(issues.fields)[0] ?? { code: 'internal_error' };
      });
    } finally {
      if (this.#productController === controller) {
        runInAction(() => {
          this.productLoading = false;
        });
      }
    }
  }

  #startOrder(code: string): void {
    this.productCode = code;
    this.product = null;
    this.side = 'buy';
    this.holding = 'maturity';
    this.quantity = '';
    this.registrationDate = '';
    this.saleMode = 'period';
    this.periodMonths = null;
    this.saleDate = '';
    this.professionalInvestor = false;
    this.orderTouched = false;
    this.customerTouched = false;
    this.soldOut = null;
    this.quoteChanged = false;
    this.serverErrors = {};
    this.formError = null;
  }

  // ---- the order ------------------------------------------------------------------------------

  setSide(side: BondSide): void {
    this.side = side;
    this.#orderEdited();
  }

  setHolding(holding: BondHolding): void {
    this.holding = holding;
    if (holding === 'flexible' && this.saleMode === 'period' && this.periodMonths === null) {
      // Six months (a coupon period for most bonds) when the bond runs that long.
      const options = this.periodOptions;
      this.periodMonths = options.includes(6) ? 6 : (options.at(-1) ?? null);
    }
    this.#orderEdited();
  }

  setQuantity(value: number | string): void {
    this.quantity = typeof value === 'number' && Number.isFinite(value) ? value : '';
    this.#orderEdited();
  }

  setRegistrationDate(value: string): void {
    this.registrationDate = value;
    this.#orderEdited();
  }

  setSaleMode(mode: 'period' | 'date'): void {
    // Switching keeps the day the other control gave, so nothing the customer chose jumps.
    if (mode === 'date' && this.saleMode === 'period' && this.periodSaleDate) {
      this.saleDate = this.periodSaleDate;
    }
    this.saleMode = mode;
    this.#orderEdited();
  }

  setPeriodMonths(months: number | null): void {
    this.periodMonths = months;
    this.#orderEdited();
  }

  setSaleDate(value: string): void {
    this.saleDate = value;
    this.#orderEdited();
  }

  #orderEdited(): void {
    this.quoteChanged = false;
    this.soldOut = null;
    delete this.serverErrors.quantity;
    delete this.serverErrors.registrationDate;
    delete this.serverErrors.saleDate;
  }

  get isFlexible(): boolean {
    return this.side === 'buy' && this.holding === 'flexible';
  }

  /** The settlement of the chosen registration date (T+2 trading days), when it is a date. */
  get settlement(): string | null {
    return /^\d{4}-\d{2}-\d{2}$/.test(this.registrationDate)
      ? settlementDate(this.registrationDate)
      : null;
  }

  /** The periods whose sale date falls before maturity. */
  get periodOptions(): number[] {
    const { product, settlement } = this;
    if (!product || !settlement) return [];
    return HOLDING_PERIODS.filter(
      (months) => saleDateAfterMonths(settlement, months) < product.maturityDate,
    );
  }

  get periodSaleDate(): string | null {
    const { settlement, periodMonths } = this;
    if (!settlement || periodMonths === null) return null;
    return saleDateAfterMonths(settlement, periodMonths);
  }

  get order(): BondOrder {
    const sale = this.saleMode === 'period' ? this.periodSaleDate : this.saleDate || null;
    return {
      side: this.side,
      holding: this.side === 'buy' ? this.holding : 'maturity',
      quantity: this.quantity === '' ? Number.NaN : this.quantity,
      registrationDate: this.registrationDate,
      ...(this.isFlexible && sale ? { saleDate: sale } : {}),
    };
  }

  get orderErrors(): BondOrderError[] {
    const { product } = this;
    if (!product) return [];
    const errors = validateOrder(product, this.order, {
      today: product.today.date,
      remaining: product.remainingQuantity,
    });
    // The period select always gives a date; a missing one means no period was chosen.
    if (this.isFlexible && this.saleMode === 'period' && this.periodMonths === null) {
      return errors.filter((e) => e.field !== 'saleDate').concat({ field: 'saleDate', code: 'required' });
    }
    return errors;
  }

  get quote(): BondQuote | null {
    const { product } = this;
    if (!product || this.orderErrors.length > 0) return null;
    try {
      return quoteOrder(product, this.order);
    } catch {
      return null;
    }
  }

  /** The order field's message: the calculation's (live once the value is there), else the server's. */
  orderIssue(field: OrderField): FlowIssue | null {
    const live = this.orderErrors.find((e) => e.field === field);
    if (live && (this.orderTouched || live.code !== 'required')) {
      return { code: live.code, ...(live.params ? { params: live.params } : {}) };
    }
    return this.serverErrors[field] ?? null;
  }

  get soldOutNow(): boolean {
    return this.product !== null && this.side === 'buy' && this.product.remainingQuantity === 0;
  }

  /** Is the registration date closed (a weekend or a holiday)? The field says so. */
  get registrationDateClosed(): boolean {
    return /^\d{4}-\d{2}-\d{2}$/.test(this.registrationDate) && !isTradingDay(this.registrationDate);
  }

  /** "Continue" on the order step: true when the order can go to the customer step. */
  submitOrder(): boolean {
    this.orderTouched = true;
    const ok = this.quote !== null && !this.soldOutNow;
    if (ok) this.persist();
    return ok;
  }

  get orderReady(): boolean {
    return this.product !== null && this.quote !== null;
  }

  // ---- the customer ---------------------------------------------------------------------------

  get session(): BondSession {
    return this.#options.getSession();
  }

  get loggedIn(): boolean {
    return this.session.token !== null && this.session.customer !== null;
  }

  /** The account the registration is for: the logged-in customer's, else the one typed. */
  get accountNumber(): string {
    return this.loggedIn ? (this.session.customer?.accountNumber ?? '') : this.customer.accountNumber;
  }

  /** The visitor's account number has been confirmed by OTP (and is still the one typed). */
  get accountConfirmed(): boolean {
    const { confirmation } = this;
    if (!confirmation) return false;
    const expires = parseInstant(confirmation.expiresAt);
    return (
      confirmation.accountNumber === this.customer.accountNumber.trim().toUpperCase() &&
      (expires === null || expires > this.now)
    );
  }

  /** Fills name, phone and e-mail from the logged-in customer where the form has none. */
  prefillFromSession(): void {
    const customer = this.session.customer;
    if (!this.loggedIn || !customer) return;
    this.customer.accountNumber = customer.accountNumber;
    if (!this.customer.fullName) this.customer.fullName = customer.fullName;
    if (!this.customer.phone && customer.phone) this.customer.phone = customer.phone;
    if (!this.customer.email && customer.email) this.customer.email = customer.email;
  }

  setCustomerField(field: CustomerField, value: string): void {
    if (field === 'accountNumber' && (this.loggedIn || this.accountConfirmed)) return;
    this.customer[field] = value;
    delete this.serverErrors[field];
    if (field === 'accountNumber') {
      this.otp = null;
      this.otpCode = '';
      delete this.serverErrors.otp;
    }
  }

  setProfessionalInvestor(value: boolean): void {
    this.professionalInvestor = value;
    delete this.serverErrors.professionalInvestor;
  }

  get customerIssues(): Partial<Record<CustomerField, FlowIssue>> {
    const parsed = BondCustomerSchema.safeParse({ ...this.customer, accountNumber: this.accountNumber });
    const issues: Partial<Record<CustomerField, FlowIssue>> = {};
    if (parsed.success) return issues;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CustomerField;
      if (CUSTOMER_FIELDS.includes(field) && !issues[field]) issues[field] = { code: issue.message };
    }
    return issues;
  }

  customerIssue(field: CustomerField | 'professionalInvestor' | 'otp'): FlowIssue | null {
    const server = this.serverErrors[field];
    if (server) return server;
    if (!this.customerTouched) return null;
    if (field === 'professionalInvestor') {
      return this.product?.professionalOnly && !this.professionalInvestor
        ? { code: 'bond_professional_required' }
        : null;
    }
    if (field === 'otp') return null;
    if (field === 'accountNumber' && !this.loggedIn && !this.customerIssues.accountNumber && !this.accountConfirmed) {
      return { code: 'bond_confirmation_required' };
    }
    return this.customerIssues[field] ?? null;
  }

  // ---- the visitor's OTP ----------------------------------------------------------------------

  tick(): void {
    this.now = this.#clock();
  }

  get otpSecondsLeft(): number {
    return secondsUntil(parseInstant(this.otp?.expiresAt), this.now);
  }

  get resendSecondsLeft(): number {
    return secondsUntil(parseInstant(this.otp?.resendAt), this.now);
  }

  get otpExpired(): boolean {
    return this.otp !== null && this.otpSecondsLeft <= 0;
  }

  setOtpCode(value: string): void {
    this.otpCode = value.replace(/\D/g, '').slice(0, 6);
    delete this.serverErrors.otp;
  }

  /** "Send code": checks the account number's format first (a message on the field). */
  async sendOtp(): Promise<boolean> {
    const parsed = AccountNumberSchema.safeParse(this.customer.accountNumber);
    if (!parsed.success) {
      this.serverErrors.accountNumber = { code: parsed.error.issues[0]?.message ?? 'account_invalid' };
      return false;
    }
    this.customer.accountNumber = parsed.data;
    this.otpSending = true;
    this.formError = null;
    delete this.serverErrors.accountNumber;
    delete this.serverErrors.otp;
    try {
      const token = await this.#options.getRecaptchaToken();
      const sent = await this.#options.api.requestAccountOtp({
        accountNumber: parsed.data,
        ...(token ? { grecaptcha_token: token } : {}),
      });
      runInAction(() => {
        this.otp = sent;
        this.otpCode = '';
        this.now = this.#clock();
      });
      return true;
    } catch (error) {
      runInAction(() => this.#showErrors(error, 'accountNumber'));
      return false;
    } finally {
      runInAction(() => {
        this.otpSending = false;
      });
    }
  }

  async verifyOtp(): Promise<boolean> {
    if (!/^\d{6}$/.test(this.otpCode)) {
      this.serverErrors.otp = { code: this.otpCode ? 'otp_length' : 'required' };
      return false;
    }
    const accountNumber = this.customer.accountNumber.trim().toUpperCase();
    this.otpVerifying = true;
    this.formError = null;
    try {
      const token = await this.#options.getRecaptchaToken();
      const confirmation = await this.#options.api.verifyAccountOtp({
        accountNumber,
        otp: this.otpCode,
        ...(token ? { grecaptcha_token: token } : {}),
      });
      runInAction(() => {
        this.confirmation = { ...confirmation, accountNumber };
        this.otp = null;
        this.otpCode = '';
        delete this.serverErrors.accountNumber;
      });
      return true;
    } catch (error) {
      runInAction(() => this.#showErrors(error, 'otp'));
      return false;
    } finally {
      runInAction(() => {
        this.otpVerifying = false;
      });
    }
  }

  /** A different account number: the confirmation goes (and the field opens again). */
  changeAccount(): void {
    this.confirmation = null;
    this.otp = null;
    this.otpCode = '';
  }

  #showErrors(error: unknown, fallbackField?: string): void {
    const { fields, form } = issuesOf(error);
    if (form && fallbackField && Object.keys(fields).length === 0 && form.code !== 'network_error' && form.code !== 'internal_error' && form.code !== 'too_many_requests') {
      this.serverErrors = { ...this.serverErrors, [fallbackField]: form };
      return;
    }
    this.serverErrors = { ...this.serverErrors, ...fields };
    // A refusal of the order itself (a date that has passed since): the customer step has no
    // such field, so the form says it (the order step shows it on its field).
    const orderIssue = (['quantity', 'registrationDate', 'saleDate'] as const)
      .map((name) => fields[name])
      .find((issue) => issue !== undefined);
    this.formError = form ?? orderIssue ?? null;
  }

  // ---- the registration -----------------------------------------------------------------------

  get canSubmit(): boolean {
    return (
      this.quote !== null &&
      Object.keys(this.customerIssues).length === 0 &&
      (this.loggedIn || this.accountConfirmed) &&
      (!this.product?.professionalOnly || this.professionalInvestor)
    );
  }

  /** Submit: 'done' (the result is kept for the completion page), or 'invalid' / 'failed'. */
  async submit(): Promise<'done' | 'invalid' | 'failed'> {
    this.customerTouched = true;
    this.formError = null;
    if (!this.canSubmit || !this.product) return 'invalid';
    const quote = this.quote!;
    const product = this.product;
    const order = this.order;
    const parsed = BondCustomerSchema.parse({ ...this.customer, accountNumber: this.accountNumber });
    this.submitting = true;
    this.soldOut = null;
    const wasChanged = this.quoteChanged;
    this.quoteChanged = false;
    try {
      const token = await this.#options.getRecaptchaToken();
      const session = this.session;
      const result = await this.#options.api.register(
        {
          productCode: product.code,
          side: order.side,
          holding: order.holding,
          quantity: order.quantity,
          registrationDate: order.registrationDate,
          ...(order.saleDate ? { saleDate: order.saleDate } : {}),
          customer: parsed,
          professionalInvestor: this.professionalInvestor,
          figures: {
            unitPriceVnd: quote.unitPriceVnd,
            valueVnd: quote.valueVnd,
            feeVnd: quote.feeVnd,
            paymentVnd: quote.paymentVnd,
            ytm: quote.ytm,
            irr: quote.irr,
            profitVnd: quote.profitVnd,
          },
          ...(!this.loggedIn && this.confirmation ? { confirmation: this.confirmation.confirmation } : {}),
          ...(token ? { grecaptcha_token: token } : {}),
        },
        { bearer: this.loggedIn ? session.token : null },
      );
      runInAction(() => {
        this.result = result;
        this.customerTouched = false;
        this.serverErrors = {};
      });
      this.persist();
      return 'done';
    } catch (error) {
      const code = isApiRequestError(error) ? error.code : undefined;
      if (code === 'bond_sold_out' || code === 'bond_quote_changed') {
        // Fresh prices and stock: the page shows the new figures (or what remains).
        await this.loadProduct(product.code);
        runInAction(() => {
          if (code === 'bond_sold_out') {
            const left = isApiRequestError(error) ? error.errors[0]?.params?.remaining : undefined;
            this.soldOut = {
              remaining: typeof left === 'number' ? left : (this.product?.remainingQuantity ?? null),
            };
          } else {
            this.quoteChanged = true;
          }
        });
        return 'failed';
      }
      runInAction(() => {
        this.quoteChanged = wasChanged;
        if (code === 'bond_confirmation_required' || code === 'bond_confirmation_invalid') {
          this.confirmation = null;
        }
        this.#showErrors(error);
      });
      return 'failed';
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** "Register another": the order starts again; the customer's details stay for the next one. */
  startOver(): void {
    this.result = null;
    this.#startOrder('');
    this.persist();
  }
}
