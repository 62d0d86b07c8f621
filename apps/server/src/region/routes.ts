import type { Domain } from '../http/domain.js';
import { regionAnswer } from './index.js';

export const region: Domain = {
  name: 'region',
  handlers: {
    checkRegion: regionAnswer,
  },
};
