import { buildPath, cmsPath } from '@brokerage/shared/routing/paths.ts';
import { publicFileUrl } from '../../src/lib/files/files';
import { FEE_SCHEDULE_PDF } from '../files';

export interface RedirectSeed {
  path: string;
  target: string;
  targetType: 'internal' | 'file' | 'external';
  statusCode: 301 | 302;
}

/** Old URLs of the previous site and a few deliberate edge cases (chain, loop, cross-language). */
export const REDIRECTS: RedirectSeed[] = [
  {
    path: '/gioi-thieu',
    target: cmsPath('gioi-thieu-an-phat', 'vi'),
    targetType: 'internal',
    statusCode: 301,
  },
  // Two hops: followed server-side to the about page.
  { path: '/gioi-thieu-cong-ty', target: '/gioi-thieu', targetType: 'internal', statusCode: 301 },
  {
    path: '/en/about',
    target: cmsPath('about-an-phat', 'en'),
    targetType: 'internal',
    statusCode: 301,
  },
  {
    path: '/mo-tai-khoan',
    target: buildPath('ekyc', 'vi'),
    targetType: 'internal',
    statusCode: 302,
  },
  // A Vietnamese path whose target is an English page: the site switches language.
  {
    path: '/investor-relations',
    target: cmsPath('annual-reports', 'en'),
    targetType: 'internal',
    statusCode: 301,
  },
  {
    path: '/tai-lieu/bieu-phi-giao-dich',
    target: publicFileUrl(FEE_SCHEDULE_PDF),
    targetType: 'file',
    statusCode: 302,
  },
  { path: '/hnx', target: 'https://www.hnx.vn/', targetType: 'external', statusCode: 302 },
  // A broken pair left in the table on purpose: answered with redirect_loop, never followed forever.
  { path: '/vong-lap-a', target: '/vong-lap-b', targetType: 'internal', statusCode: 301 },
  { path: '/vong-lap-b', target: '/vong-lap-a', targetType: 'internal', statusCode: 301 },
];
