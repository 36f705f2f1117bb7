import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from '../../locales/en/technical.json';
import vi from '../../locales/vi/technical.json';

describeLocaleParity('technical', { vi, en });
