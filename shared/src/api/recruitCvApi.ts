import { z } from 'zod';
import {
  ApplicationStatusSchema,
  CvAnswerSchema,
  LikedAnswerSchema,
  ReminderAnswerSchema,
  UploadedCvSchema,
  type CvAnswer,
  type CvDataInput,
  type LikedAnswer,
  type ReminderAnswer,
  type UploadedCv,
} from '../validation/recruitment/cv';
import { JobSummarySchema, type JobSummary } from '../validation/recruitment/jobs';
import type { ApiClient, BlobResult, RequestOptions } from './client';

const BASE = 'recruitments/members';
const seg = (value: string | number) => encodeURIComponent(String(value));

/** `GET members/applications`: one application with the posting as the lists show it. */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  news: JobSummarySchema,
  viaCvOnline: z.boolean(),
  status: ApplicationStatusSchema,
  createdAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export interface RecruitCvCallOptions {
  signal?: AbortSignal;
}

export interface RecruitUploadOptions extends RecruitCvCallOptions {
  /** 0–1 while the file uploads (the browser's XMLHttpRequest upload progress). */
  onUploadProgress?: (fraction: number) => void;
}

export interface RecruitCvApiOptions {
  /**
   * The candidate's token. Every call here needs it, and sends it whatever the session's mode:
   * a customer token must never stand in for it (a 401 would end the customer's session).
   */
  getToken: () => string | null;
}

/**
 * The candidate's CV, applications, saved jobs and reminders (docs/recruitment.md "CV,
 * applications, saved jobs, reminders"), answers parsed with validation/recruitment/cv.ts.
 * Errors are the client's ApiRequestError (design §5 envelope: code, field, message).
 */
export function createRecruitCvApi(client: ApiClient, { getToken }: RecruitCvApiOptions) {
  const auth = (call: RecruitCvCallOptions = {}, extra: RequestOptions = {}): RequestOptions => ({
    ...extra,
    bearer: getToken(),
    ...(call.signal ? { signal: call.signal } : {}),
  });
  const progress = (call: RecruitUploadOptions) =>
    call.onUploadProgress ? { onUploadProgress: call.onUploadProgress } : {};

  return {
    /** `GET members/cv`: the CV (empty before the first save), its completeness. */
    getCv(call?: RecruitCvCallOptions): Promise<CvAnswer> {
      return client.getData(`${BASE}/cv`, CvAnswerSchema, auth(call));
    },

    /** `POST members/cv` (JSON): saved as typed; 400 with `cv_data.<path>` fields. */
    saveCv(cv: CvDataInput, call?: RecruitCvCallOptions): Promise<CvAnswer> {
      return client.postData(`${BASE}/cv`, { cv_data: cv }, CvAnswerSchema, auth(call));
    },

    /** `POST members/cv` (multipart `avatar`): png/jpeg by content, < 500 KB. */
    uploadCvAvatar(avatar: Blob, call: RecruitUploadOptions = {}): Promise<CvAnswer> {
      return client.postForm(`${BASE}/cv`, { avatar }, CvAnswerSchema, {
        ...auth(call),
        ...progress(call),
      });
    },

    /** `GET members/avatar`: the photo, for an object URL (an `<img>` cannot send the token). */
    getAvatar(call?: RecruitCvCallOptions): Promise<BlobResult> {
      return client.getBlob(`${BASE}/avatar`, auth(call));
    },

    /** `POST members/cv/export`: the online CV as a PDF. */
    exportCv(
      body: { grecaptcha_token?: string | null },
      call?: RecruitCvCallOptions,
    ): Promise<BlobResult> {
      return client.postBlob(
        `${BASE}/cv/export`,
        { grecaptcha_token: body.grecaptcha_token ?? null },
        auth(call),
      );
    },

    /** `GET members/cv/uploaded`: the uploaded PDF's facts, or null. */
    getUploadedCv(call?: RecruitCvCallOptions): Promise<UploadedCv | null> {
      return client.getData(`${BASE}/cv/uploaded`, UploadedCvSchema.nullable(), auth(call));
    },

    /** `GET members/cv/uploaded/file`: the PDF itself. */
    getUploadedCvFile(call?: RecruitCvCallOptions): Promise<BlobResult> {
      return client.getBlob(`${BASE}/cv/uploaded/file`, auth(call));
    },

    /**
     * `POST members/cv/upload` (multipart `cv_file`): replaces the previous PDF. 413
     * file_too_large, 415 file_type_invalid, 422 pdf_unreadable / pdf_active_content.
     */
    uploadCv(file: Blob, call: RecruitUploadOptions = {}): Promise<UploadedCv> {
      return client.postForm(`${BASE}/cv/upload`, { cv_file: file }, UploadedCvSchema, {
        ...auth(call),
        ...progress(call),
      });
    },

    /** `GET members/applications`. */
    getApplications(call?: RecruitCvCallOptions): Promise<Application[]> {
      return client.getData(`${BASE}/applications`, z.array(ApplicationSchema), auth(call));
    },

    /** `GET members/applications/{id}/cv`: the CV sent, as a PDF; 404 for anyone else's. */
    getApplicationCv(id: number, call?: RecruitCvCallOptions): Promise<BlobResult> {
      return client.getBlob(`${BASE}/applications/${seg(id)}/cv`, auth(call));
    },

    /**
     * `POST members/apply?via_cv_online=`: 409 job_already_applied, 422 job_expired,
     * cv_incomplete, cv_not_uploaded, 404 job_not_found.
     */
    apply(
      body: { newsId: number; viaCvOnline: boolean; grecaptcha_token?: string | null },
      call?: RecruitCvCallOptions,
    ): Promise<Application> {
      return client.postData(
        `${BASE}/apply`,
        {
          news_id: body.newsId,
          ...(body.grecaptcha_token ? { grecaptcha_token: body.grecaptcha_token } : {}),
        },
        ApplicationSchema,
        auth(call, { params: { via_cv_online: body.viaCvOnline ? 'true' : 'false' } }),
      );
    },

    /** `GET members/all-recruitment-news-liked`. */
    getLikedJobs(call?: RecruitCvCallOptions): Promise<JobSummary[]> {
      return client.getData(
        `${BASE}/all-recruitment-news-liked`,
        z.array(JobSummarySchema),
        auth(call),
      );
    },

    /** `POST members/like-recruitment-news`: toggles; answers the new state. */
    toggleLike(newsId: number, call?: RecruitCvCallOptions): Promise<LikedAnswer> {
      return client.postData(
        `${BASE}/like-recruitment-news`,
        { news_id: newsId },
        LikedAnswerSchema,
        auth(call),
      );
    },

    /**
     * `POST members/toggle-news-expire-soon-subscription`: toggles the reminder 3 days before the
     * deadline; 422 job_expired to set one on an expired posting.
     */
    toggleReminder(newsId: number, call?: RecruitCvCallOptions): Promise<ReminderAnswer> {
      return client.postData(
        `${BASE}/toggle-news-expire-soon-subscription`,
        { news_id: newsId },
        ReminderAnswerSchema,
        auth(call),
      );
    },
  };
}

export type RecruitCvApi = ReturnType<typeof createRecruitCvApi>;
