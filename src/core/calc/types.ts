/**
 * Shapes of the tax calculation's calls shared by the console (`src/services/calc.ts`) and the mock
 * (`mock/_store/calc.ts`), which imports nothing from src/services (issue #18). Relative imports only.
 */
import type { FileReport } from '../vat/types';

/** Remote parse of one uploaded report: `status` 0 parsing, 5 succeeded, 10 failed (spec §4); `errors` Chinese. */
export interface ReportParse {
  key: string;
  name: string;
  size: number;
  status: number;
  report?: FileReport;
  counts?: { rows: number; byType: Record<string, number>; byScheme: Record<string, number> };
  errors: string[];
  warnings: string[];
  createdAt: string;
}
