import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { createStores } from './RootStore';

function setup(answer: string | null) {
  const posts: Array<{ url: string; body: unknown }> = [];
  const api: ApiClient = {
    ...fakeApiClient(() => ok([])),
    postBlob: (url, body) => {
      posts.push({ url, body });
      return Promise.reject(new ApiRequestError({ status: 500, errors: [], url }));
    },
  };
  const recaptcha = createFakeRecaptcha(answer);
  return {
    stores: createStores({ api, content: createContentApi(api), recaptcha }),
    posts,
    recaptcha,
  };
}

describe('analysis createStores: reCAPTCHA (spec §5)', () => {
  it('a report download asks for a `download` token and sends it', async () => {
    const { stores, posts, recaptcha } = setup('tok');
    await stores.reportDownload.download({ id: 7, file: null });
    expect(recaptcha.actions).toEqual(['download']);
    expect(posts).toEqual([
      { url: 'ttpt-reports/create-download', body: { id: 7, grecaptcha_token: 'tok' } },
    ]);
  });

  it('without a token the field stays empty (null, left out of the form by the client)', async () => {
    const { stores, posts } = setup(null);
    await stores.reportDownload.download({ id: 7, file: null });
    expect(posts).toEqual([
      { url: 'ttpt-reports/create-download', body: { id: 7, grecaptcha_token: null } },
    ]);
  });
});
