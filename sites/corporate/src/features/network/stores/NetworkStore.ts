import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Branch, Region, RegionCode } from '../api/networkApi';

interface NetworkData {
  regions: Region[];
  branches: Branch[];
}

export interface RegionGroup {
  code: RegionCode;
  /** The region's name from the CMS, or null when the region list does not name it. */
  title: string | null;
  branches: Branch[];
}

const REGION_ORDER: readonly RegionCode[] = ['north', 'central', 'south'];

/** ABOUT_NETWORK: every office, grouped by region (one tab each), head offices first. */
export class NetworkStore {
  selectedRegion: RegionCode | null = null;

  readonly #api: ApiClient;
  #dataResource: Resource<NetworkData> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { data: false }, { autoBind: true });
  }

  /**
   * The regions and offices, with the flags ListStatus reads (empty: no office, so no group).
   * Made on first use: the RootStore builds every store before the first render.
   */
  get data(): Resource<NetworkData> {
    return (this.#dataResource ??= new Resource('network', (data) => data.branches.length === 0));
  }

  /** Regions that have offices: in the CMS's region order, then any region it does not list. */
  get groups(): RegionGroup[] {
    const data = this.data.value;
    if (!data) return [];
    const listed = data.regions.map((region) => region.attrs.code);
    const codes = [...listed, ...REGION_ORDER.filter((code) => !listed.includes(code))];
    return codes
      .map((code) => ({
        code,
        title: data.regions.find((region) => region.attrs.code === code)?.title ?? null,
        branches: data.branches
          .filter((branch) => branch.attrs.regionCode === code)
          // Stable: the CMS order stays within head offices and within the others.
          .sort((a, b) => Number(b.attrs.isHeadOffice) - Number(a.attrs.isHeadOffice)),
      }))
      .filter((group) => group.branches.length > 0);
  }

  /** The tab on screen: the chosen region, else the one with the head office, else the first. */
  get activeRegion(): RegionCode | null {
    const groups = this.groups;
    const chosen = groups.find((group) => group.code === this.selectedRegion);
    const head = groups.find((group) => group.branches.some((branch) => branch.attrs.isHeadOffice));
    return (chosen ?? head ?? groups[0])?.code ?? null;
  }

  selectRegion(code: RegionCode): void {
    this.selectedRegion = code;
  }

  load(locale: Locale): Promise<void> {
    return this.data.load(locale, async (lang, signal) => {
      // The calls and their zod schemas load with the first visit, not with the site's entry.
      const { listRegions, listBranches } = await import('../api/networkApi');
      const call = { locale: lang, signal };
      const [regions, branches] = await Promise.all([
        listRegions(this.#api, call),
        listBranches(this.#api, call),
      ]);
      return { regions, branches };
    });
  }

  cancel(): void {
    this.data.cancel();
  }
}
