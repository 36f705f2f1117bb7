import { z } from 'zod';
import bannerRows from './banners.json' with { type: 'json' };
import { type LinkSeed, LinkSeedSchema, type Localized } from './types';

/** The decorative picture drawn on the right of a banner (files.ts). */
export type BannerMotif = 'account' | 'chart' | 'team';

export interface BannerColours {
  /** Gradient stops, dark enough that white text passes WCAG AA on them without the scrim. */
  from: string;
  to: string;
  /** Highlight colour of the motif. */
  accent: string;
}

export interface BannerArt extends BannerColours {
  motif: BannerMotif;
}

/** The brand's green-teal (shade 9 of the site theme), also used for the share picture. */
export const BRAND_COLOURS: BannerColours = { from: '#00503c', to: '#012a20', accent: '#68bfa6' };

export interface BannerSeed {
  /** One text-free, language-neutral picture per banner. */
  file: string;
  art: BannerArt;
  /** The banner's words, rendered by the site as HTML over the picture. */
  text: Localized<{ title: string; description: string }>;
  link: LinkSeed;
}

const BannerTextSchema = z.object({ title: z.string(), description: z.string() });

const BannerRowSchema = z.object({
  file: z.string(),
  /** Without colours of its own, a banner takes the brand's. */
  art: z.object({
    motif: z.enum(['account', 'chart', 'team']),
    from: z.string().optional(),
    to: z.string().optional(),
    accent: z.string().optional(),
  }),
  text: z.object({ vi: BannerTextSchema, en: BannerTextSchema }),
  link: LinkSeedSchema,
});

/** The home banners (banners.json), in order. */
export const BANNERS: BannerSeed[] = z
  .array(BannerRowSchema)
  .parse(bannerRows)
  .map(({ art, ...banner }) => ({ ...banner, art: { ...BRAND_COLOURS, ...art } }));
