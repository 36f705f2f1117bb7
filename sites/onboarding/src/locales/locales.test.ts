import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from './en/onboarding.json';
import vi from './vi/onboarding.json';

describeLocaleParity('onboarding', { vi, en });
