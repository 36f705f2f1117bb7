import type {
  AboutUsPost,
  AboutUsPostDetail,
  Category,
  Faq,
  JobDetail,
  JobSummary,
  JoinSubmissionCreated,
} from '../validation/recruitment/jobs';
import { lazySchemas, type ApiClient, type ApiLocale, type ListResult } from './client';

// The schemas (and zod) load only when an answer has to be parsed: a server-rendered page
// hydrates from the parsed answers in it (issue 26 item 4).
const jobs = lazySchemas(() => import('../validation/recruitment/jobs'));

/** The lists a posting is filed under (docs/recruitment.md "Public"). */
export type RecruitmentListName =
  'workplaces' | 'careers' | 'forms' | 'titles' | 'departments' | 'positions';

/** The job list's filters as the site holds them (ids of the lists above). */
export interface JobListParams {
  keyword?: string | undefined;
  careerId?: number | undefined;
  workplaceId?: number | undefined;
  formId?: number | undefined;
  titleId?: number | undefined;
  departmentId?: number | undefined;
  page?: number;
  limit?: number;
}

export interface RecruitmentCallOptions {
  signal?: AbortSignal;
  /** The language of the call when it is not the page's. */
  locale?: ApiLocale;
}

/** The quick application's text fields as the API takes them (spec §7 snake_case). */
export interface JoinSubmissionFields {
  name: string;
  date_of_birth: string;
  email: string;
  phone: string;
  gender: string;
  hometown: string;
  position_id: number | string;
  news_id?: number | string | undefined;
  grecaptcha_token?: string | undefined;
}

export interface JoinSubmissionOptions extends RecruitmentCallOptions {
  /** 0–1 while the PDF uploads. */
  onUploadProgress?: (fraction: number) => void;
}

const BASE = 'recruitments';
const seg = (value: string | number) => encodeURIComponent(String(value));

function request(options: RecruitmentCallOptions | undefined, params: Record<string, string> = {}) {
  return {
    signal: options?.signal,
    params: options?.locale ? { ...params, locale: options.locale } : params,
  };
}

/** The query of `GET news`: only the filters that are set. */
function listQuery(params: JobListParams): Record<string, string> {
  const query: Record<string, string> = {};
  const keyword = params.keyword?.trim();
  if (keyword) query.keyword = keyword;
  const ids: [keyof JobListParams, string][] = [
    ['careerId', 'career_id'],
    ['workplaceId', 'workplace_id'],
    ['formId', 'form_id'],
    ['titleId', 'title_id'],
    ['departmentId', 'department_id'],
  ];
  for (const [key, name] of ids) {
    const value = params[key];
    if (typeof value === 'number') query[name] = String(value);
  }
  query.page = String(params.page ?? 1);
  query.limit = String(params.limit ?? 10);
  return query;
}

/**
 * The public recruitment calls (docs/recruitment.md "Public"), answers parsed with the shared
 * schemas of validation/recruitment/jobs.ts. A candidate's token, when the session sends one
 * (recruitment mode), adds `liked`, `applied` and `reminderSet` to each posting.
 */
export function createRecruitmentApi(client: ApiClient) {
  return {
    /** One of the lists (workplaces also carry `mapId` and `openJobs`). */
    getList(name: RecruitmentListName, options?: RecruitmentCallOptions): Promise<Category[]> {
      return client.getData(`${BASE}/${name}`, jobs('CategoryListSchema'), request(options));
    },

    /** `GET news`: a page of postings, open ones first. */
    listJobs(
      params: JobListParams,
      options?: RecruitmentCallOptions,
    ): Promise<ListResult<JobSummary>> {
      return client.getList(
        `${BASE}/news`,
        jobs('JobSummarySchema'),
        request(options, listQuery(params)),
      );
    },

    /** `GET news/{id or slug}`: 404 `job_not_found` rejects (the page shows its 404). */
    getJob(idOrSlug: string | number, options?: RecruitmentCallOptions): Promise<JobDetail> {
      return client.getData(
        `${BASE}/news/${seg(idOrSlug)}`,
        jobs('JobDetailSchema'),
        request(options),
      );
    },

    /** Up to 4 other open postings, same career first. */
    getRelatedJobs(id: number, options?: RecruitmentCallOptions): Promise<JobSummary[]> {
      return client.getData(
        `${BASE}/news/related/${seg(id)}`,
        jobs('JobSummaryListSchema'),
        request(options),
      );
    },

    getFaqs(options?: RecruitmentCallOptions): Promise<Faq[]> {
      return client.getData(`${BASE}/faqs`, jobs('FaqListSchema'), request(options));
    },

    getAboutUsPosts(options?: RecruitmentCallOptions): Promise<AboutUsPost[]> {
      return client.getData(
        `${BASE}/about-us-posts`,
        jobs('AboutUsPostListSchema'),
        request(options),
      );
    },

    getAboutUsPost(
      idOrSlug: string | number,
      options?: RecruitmentCallOptions,
    ): Promise<AboutUsPostDetail> {
      return client.getData(
        `${BASE}/about-us-posts/${seg(idOrSlug)}`,
        jobs('AboutUsPostDetailSchema'),
        request(options),
      );
    },

    /**
     * `POST join-submissions` (multipart): the quick application without an account. Goes out
     * without a token: it belongs to nobody's session.
     */
    submitJoinApplication(
      fields: JoinSubmissionFields,
      cvFile: Blob,
      options: JoinSubmissionOptions = {},
    ): Promise<JoinSubmissionCreated> {
      return client.postForm(
        `${BASE}/join-submissions`,
        { ...fields, cv_file: cvFile },
        jobs('JoinSubmissionCreatedSchema'),
        {
          ...request(options),
          bearer: null,
          ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
        },
      );
    },
  };
}

export type RecruitmentApi = ReturnType<typeof createRecruitmentApi>;
