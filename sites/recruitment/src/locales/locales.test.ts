import { describeLocaleParity } from '@brokerage/shared/testing';
import en from './en/recruitment.json';
import vi from './vi/recruitment.json';

describeLocaleParity('recruitment', { vi, en });
