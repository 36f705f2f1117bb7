import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AutomaticAssessment, AxisScores } from '../api/assessmentApi';
import { peerAverage } from '../model/radar';

/** The API call and its schema load with the first request, not with the site's entry. */
const assessmentApi = () => import('../api/assessmentApi');

/** danh-gia-tu-dong's data: one company's assessment, loaded again for another symbol or language. */
export class AssessmentStore {
  readonly assessment: Resource<AutomaticAssessment>;
  /** The symbol asked for last: an answer about another one is not shown. */
  symbol = '';

  constructor(api: ApiClient) {
    this.assessment = new Resource<AutomaticAssessment>(
      'analysis.assessment',
      // Nothing to show: no axis could be scored.
      (value) => value.overall === null,
    );
    this.#api = api;
    makeAutoObservable(this, { assessment: false }, { autoBind: true });
  }

  readonly #api: ApiClient;

  load(symbol: string, locale: Locale): Promise<void> {
    this.symbol = symbol;
    return this.assessment.load(
      locale,
      async (lang, signal) =>
        (await assessmentApi()).getAutomaticAssessment(this.#api, symbol, { locale: lang, signal }),
      symbol,
    );
  }

  cancel(): void {
    this.assessment.cancel();
  }

  /** The answer, when it is about the symbol asked for. */
  get current(): AutomaticAssessment | null {
    const value = this.assessment.value;
    return value && value.stockSymbol === this.symbol ? value : null;
  }

  /** The peers' mean score on each axis (the radar's dashed outline), or null without peers. */
  get peersAverage(): AxisScores | null {
    return this.current ? peerAverage(this.current.peers) : null;
  }
}

export const createAssessmentStore = (api: ApiClient) => new AssessmentStore(api);
