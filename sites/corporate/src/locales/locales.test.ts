import { describeLocaleParity } from '@brokerage/shared/testing';
import en from './en/corporate.json';
import vi from './vi/corporate.json';

describeLocaleParity('corporate', { vi, en });
