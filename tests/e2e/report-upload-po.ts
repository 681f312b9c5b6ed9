/**
 * Page object of the report upload component and the calculator's date fields, shared by the
 * calculator suites (and any screen that embeds the upload): `reportUploadPO(() => page)` gives
 * functions bound to the suite's current page.
 */
import type { Page } from 'puppeteer';
import { typeDate } from './helpers';

/** Functions over the page `current()` returns at call time (suites replace their page between tests). */
export function reportUploadPO(current: () => Page) {
  return {
    /** Chooses files in the upload's file input. */
    async chooseFiles(...files: string[]) {
      const input = await current().waitForSelector('[data-testid="report-upload"] input[type=file]');
      await input!.uploadFile(...files);
    },

    /** Waits until the report item named `name` has processing code `status` (spec §4). */
    async waitStatus(name: string, status: number, timeout = 30_000) {
      await current().waitForFunction(
        (n: string, s: string) => [...document.querySelectorAll('[data-testid="report-item"]')].some((el) => el.getAttribute('data-name') === n && el.getAttribute('data-status') === s),
        { timeout },
        name,
        String(status),
      );
    },

    /** The text of the report item named `name` ('' when absent). */
    async itemText(name: string): Promise<string> {
      return current().$$eval('[data-testid="report-item"]', (els, n) => (els.find((e) => e.getAttribute('data-name') === n) as HTMLElement | undefined)?.innerText ?? '', name);
    },

    /** Types a date into an antd DatePicker (the panel moves to it), then clicks that day in the open panel. */
    async typeDate(selector: string, value: string) {
      await typeDate(current(), selector, value);
    },
  };
}
