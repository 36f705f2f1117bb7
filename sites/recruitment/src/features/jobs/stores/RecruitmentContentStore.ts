import type { RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  AboutUsPost,
  AboutUsPostDetail,
  Faq,
} from '@brokerage/shared/validation/recruitment/jobs.ts';

/** How many other posts a post's page shows beside it. */
export const OTHER_POSTS = 3;

/** The why-join-us posts (list and detail) and the FAQs of the portal. */
export class RecruitmentContentStore {
  readonly posts = new Resource<AboutUsPost[]>('recruitment.posts', (posts) => posts.length === 0);
  readonly faqs = new Resource<Faq[]>('recruitment.faqs', (faqs) => faqs.length === 0);
  /** `ly-do-gia-nhap-chi-tiet/:slug`, with the other posts beside it. */
  readonly post: ContentDetailStore<AboutUsPostDetail, AboutUsPost>;

  readonly #api: RecruitmentApi;

  constructor(api: RecruitmentApi) {
    this.#api = api;
    this.post = new ContentDetailStore<AboutUsPostDetail, AboutUsPost>(
      (key, locale, signal) => api.getAboutUsPost(key, { locale, signal }),
      {
        context: 'recruitment.post',
        related: async (item, locale, signal) =>
          (await api.getAboutUsPosts({ locale, signal }))
            .filter((post) => post.id !== item.id)
            .slice(0, OTHER_POSTS),
      },
    );
  }

  loadPosts(locale: Locale): Promise<void> {
    return this.posts.load(locale, (lang, signal) =>
      this.#api.getAboutUsPosts({ locale: lang, signal }),
    );
  }

  loadFaqs(locale: Locale): Promise<void> {
    return this.faqs.load(locale, (lang, signal) => this.#api.getFaqs({ locale: lang, signal }));
  }

  cancel(): void {
    this.posts.cancel();
    this.faqs.cancel();
  }
}
