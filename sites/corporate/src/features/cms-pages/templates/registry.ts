import type { ComponentType } from 'react';
import { isRecruitmentTemplate } from '@brokerage/shared/routing/routes.ts';
import {
  CmsPageTemplate,
} from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import { PAGE_TEMPLATE_CODES } from '@brokerage/shared/validation/codes.ts';
import type { TemplateProps } from './types';

export type TemplateResolution =
  | { kind: 'render'; Component: ComponentType<TemplateProps> }
  /** ERROR_403: the CMS marks a page as not yet available. */
  | { kind: 'forbidden' }
  /** RECRUITMENT*: the recruitment site renders it, so the browser must load that site. */
  | { kind: 'otherSite' }
  /** A code this build does not know: error layout and 404 (spec §2). */
  | { kind: 'unknown' };

const isForbidden = (code: string) => code === 'ERROR_403';

/**
 * Content template code → screen, for every code of spec §2 this site renders itself. Until the
 * dedicated screens land each one uses the generic page (title, summary, body, blocks);
 * replacing an entry here is all a new screen needs.
 */
const registry = new Map<string, ComponentType<TemplateProps>>(
  PAGE_TEMPLATE_CODES.filter((code) => !isForbidden(code) && !isRecruitmentTemplate(code)).map(
    (code) => [code, CmsPageTemplate],
  ),
);

/**
 * Puts a dedicated screen in place of the generic page. Called by app/ (features never import
 * each other), before the first page renders.
 */
export function registerTemplate(code: string, Component: ComponentType<TemplateProps>): void {
  if (isForbidden(code) || isRecruitmentTemplate(code)) throw new Error(`${code} has no screen here`);
  registry.set(code, Component);
}

export function resolveTemplate(code: string): TemplateResolution {
  if (isForbidden(code)) return { kind: 'forbidden' };
  if (isRecruitmentTemplate(code)) return { kind: 'otherSite' };
  const Component = registry.get(code);
  return Component ? { kind: 'render', Component } : { kind: 'unknown' };
}

/** Loads the chunk of the template's screen ahead, when it has one of its own. */
export function preloadTemplate(code: string): Promise<unknown> {
  const Component = registry.get(code) as { preload?: () => Promise<unknown> } | undefined;
  return Component?.preload?.() ?? Promise.resolve();
}
