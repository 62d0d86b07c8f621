import { describeFuzz } from './fuzzSuite.js';

// Four files so the suite's two workers share the operations.
describeFuzz(4, 4);
