import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import network from './khcn.json' with { type: 'json' };

type Text<T = string> = Record<Locale, T>;

export interface KhcnSpecialistSeed {
  fullName: string;
  /** Initials drawn on the generated avatar, e.g. "NH". */
  initials: string;
  /** Avatar file name under the public files. */
  avatar: string;
  /** Avatar background colour. */
  colour: string;
  phone: string;
  email: string;
  experienceYears: number;
  title: Text;
  bio: Text;
  certificates: Text<string[]>;
}

export interface KhcnDepartmentSeed {
  phone: string;
  name: Text;
  address: Text;
  specialists: KhcnSpecialistSeed[];
}

export interface KhcnAreaSeed {
  code: 'north' | 'central' | 'south';
  name: Text;
  departments: KhcnDepartmentSeed[];
}

const CERT = {
  broker: { vi: 'Chứng chỉ hành nghề môi giới chứng khoán', en: 'Securities brokerage licence' },
  analysis: { vi: 'Chứng chỉ hành nghề phân tích tài chính', en: 'Financial analysis licence' },
  fund: { vi: 'Chứng chỉ hành nghề quản lý quỹ', en: 'Fund management licence' },
  cfa: { vi: 'CFA Level III', en: 'CFA Level III' },
  derivatives: { vi: 'Chứng chỉ chứng khoán phái sinh', en: 'Derivatives certificate' },
  acca: { vi: 'ACCA', en: 'ACCA' },
} as const;

type CertKey = keyof typeof CERT;
const certs = (...keys: CertKey[]): Text<string[]> => ({
  vi: keys.map((k) => CERT[k].vi),
  en: keys.map((k) => CERT[k].en),
});

const TITLES = {
  head: { vi: 'Trưởng phòng Tư vấn đầu tư', en: 'Head of Investment Advisory' },
  senior: { vi: 'Chuyên viên tư vấn cao cấp', en: 'Senior investment adviser' },
  adviser: { vi: 'Chuyên viên tư vấn đầu tư', en: 'Investment adviser' },
  derivatives: { vi: 'Chuyên viên tư vấn phái sinh', en: 'Derivatives adviser' },
} as const;

const LocalizedSchema = z.object({ vi: z.string(), en: z.string() });

/** A specialist as khcn.json writes it: the avatar and the address come from the slug. */
const SpecialistRowSchema = z.object({
  fullName: z.string(),
  initials: z.string(),
  slug: z.string(),
  colour: z.string(),
  phone: z.string(),
  experienceYears: z.number(),
  title: z.enum(Object.keys(TITLES) as [keyof typeof TITLES]),
  bio: LocalizedSchema,
  certificates: z.array(z.enum(Object.keys(CERT) as [CertKey])),
});

const specialist = ({
  slug,
  title,
  certificates,
  ...row
}: z.infer<typeof SpecialistRowSchema>): KhcnSpecialistSeed => ({
  ...row,
  avatar: `specialist-${slug}.svg`,
  email: `${slug.replace(/-/g, '.')}@anphat.example.vn`,
  title: TITLES[title],
  certificates: certs(...certificates),
});

/** The network as khcn.json writes it. */
const KhcnNetworkSchema = z.array(
  z.object({
    code: z.enum(['north', 'central', 'south']),
    name: LocalizedSchema,
    departments: z.array(
      z.object({
        phone: z.string(),
        name: LocalizedSchema,
        address: LocalizedSchema,
        specialists: z.array(SpecialistRowSchema),
      }),
    ),
  }),
);

/** The individual-customer network: three regions, two desks each, twelve specialists. */
export const KHCN_AREAS: KhcnAreaSeed[] = KhcnNetworkSchema.parse(network).map((area) => ({
  ...area,
  departments: area.departments.map((department) => ({
    ...department,
    specialists: department.specialists.map(specialist),
  })),
}));

export const KHCN_SPECIALISTS = KHCN_AREAS.flatMap((a) =>
  a.departments.flatMap((d) => d.specialists),
);
