import { describeLocaleParity } from '@brokerage/shared/testing';
import en from './en/onboarding.json';
import vi from './vi/onboarding.json';

describeLocaleParity('onboarding', { vi, en });
