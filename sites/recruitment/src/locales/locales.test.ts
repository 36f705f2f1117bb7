import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from './en/recruitment.json';
import vi from './vi/recruitment.json';

describeLocaleParity('recruitment', { vi, en });
