import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from './en/analysis.json';
import vi from './vi/analysis.json';

describeLocaleParity('analysis', { vi, en });
