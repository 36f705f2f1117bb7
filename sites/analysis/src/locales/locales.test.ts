import { describeLocaleParity } from '@brokerage/shared/testing';
import en from './en/analysis.json';
import vi from './vi/analysis.json';

describeLocaleParity('analysis', { vi, en });
