import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { createStores } from './RootStore';
import { investmentConsultingStoreOf } from '../features/investment-consulting/stores/investmentConsultingStoreOf';

/** An API client that records every post and refuses it (the token is what matters here). */
function recordingClient() {
  const posts: Array<{ url: string; body: unknown }> = [];
  const refuse = (url: string, body: unknown): Promise<never> => {
    posts.push({ url, body });
    return Promise.reject(new ApiRequestError({ status: 500, errors: [], url }));
  };
  const api: ApiClient = {
    ...fakeApiClient(() => ok([])),
    postData: refuse,
    postBlob: refuse,
  };
  return { api, posts };
}

const body = (posts: Array<{ url: string; body: unknown }>, url: string) =>
  posts.find((p) => p.url === url)?.body;

function setup(answer: string | null) {
  const { api, posts } = recordingClient();
  const recaptcha = createFakeRecaptcha(answer === null ? null : (action) => `${answer}:${action}`);
  // As startSite composes them: the shared stores beside the site's (a feature that makes its
  // store on first use reads the API client and reCAPTCHA from there).
  const stores = { api, recaptcha, ...createStores({ api, content: createContentApi(api), recaptcha }) };
  return { stores, posts, recaptcha };
}

async function sendEveryGuardedForm(stores: ReturnType<typeof setup>['stores']) {
  await stores.contactForm.send({
    fullName: 'Trần Thị Ngọc',
    email: 'ngoc@example.vn',
    phone: '0912345678',
    message: 'Tôi muốn được tư vấn.',
  });
  await stores.instructs.exportPdf({ id: 11, slug: 'huong-dan-dat-lenh' });
  await stores.reportDownload.download({ id: 7, file: null });
  await investmentConsultingStoreOf(stores).rating.submit(
    3,
    { star: 5, name: 'Trần Thị Ngọc', phone: '0912345678', email: '', message: '' },
    'vi',
  );
}

describe('corporate createStores: reCAPTCHA (spec §5)', () => {
  it('asks each guarded request for a token of its own action and sends it', async () => {
    const { stores, posts, recaptcha } = setup('tok');
    await sendEveryGuardedForm(stores);
    expect(recaptcha.actions).toEqual(['contact', 'export', 'download', 'rating']);
    expect(body(posts, 'contacts')).toMatchObject({ grecaptcha_token: 'tok:contact' });
    expect(body(posts, 'htgd-instructs/export')).toEqual({
      id: 11,
      grecaptcha_token: 'tok:export',
    });
    expect(body(posts, 'ttpt-reports/create-download')).toEqual({
      id: 7,
      grecaptcha_token: 'tok:download',
    });
    expect(body(posts, 'khcn/specialists/3/rating')).toMatchObject({
      grecaptcha_token: 'tok:rating',
    });
  });

  it('sends no token field when there is none', async () => {
    const { stores, posts } = setup(null);
    await sendEveryGuardedForm(stores);
    expect(posts).toHaveLength(4);
    for (const post of posts) {
      const token = (post.body as Record<string, unknown>).grecaptcha_token;
      // The report download names the field with null, which the client leaves out of the form.
      expect(token ?? null).toBeNull();
    }
    expect(body(posts, 'contacts')).not.toHaveProperty('grecaptcha_token');
    expect(body(posts, 'htgd-instructs/export')).toEqual({ id: 11 });
  });
});

describe('corporate createStores: sub-stores', () => {
  // They are made on first use: each read must still hand out the one instance.
  it('hands out the same sub-store on every read, inside a reaction as outside', () => {
    const { stores } = setup(null);
    const read = () => [
      stores.news.list,
      stores.news.detail,
      stores.disclosures.list,
      stores.analysisReports.list,
      stores.videos.list,
      stores.fees.schedule,
      stores.departments.detail,
      stores.services.service,
      stores.instructs.detail,
      stores.investmentBanking.khtcDetail,
      investmentConsultingStoreOf(stores).rating,
    ];
    const first = read();
    let inReaction: unknown[] = [];
    autorun(() => {
      inReaction = read();
    })();
    expect(inReaction).toHaveLength(first.length);
    inReaction.forEach((store, i) => expect(store).toBe(first[i]));
  });
});
