/**
 * Page objects of the two kit components every list and wizard is built on: a ProTable (search
 * form, rows, pagination) and a StepsForm (steps with next / back). Each is scoped by a CSS
 * selector, so a page with two tables or a table in a drawer works the same.
 */
import type { Page } from 'puppeteer';

const TIMEOUT = 15_000;
/** Button text without antd's inserted space between two CJK characters ("查 询" → "查询"). */
const squash = (s: string) => s.replace(/\s+/g, '');

/** Clicks the first button under `scope` whose text (spaces removed) is one of `labels`. */
async function clickButton(page: Page, scope: string, labels: string[]): Promise<void> {
  await page.waitForFunction(
    (sc: string, ls: string[]) =>
      [...document.querySelectorAll(`${sc} button`)].some((b) => ls.includes((b as HTMLElement).innerText.replace(/\s+/g, '')) && !(b as HTMLButtonElement).disabled),
    { timeout: TIMEOUT },
    scope,
    labels.map(squash),
  );
  await page.evaluate(
    (sc: string, ls: string[]) => {
      const b = [...document.querySelectorAll(`${sc} button`)].find((x) => ls.includes((x as HTMLElement).innerText.replace(/\s+/g, '')) && !(x as HTMLButtonElement).disabled);
      (b as HTMLButtonElement).click();
    },
    scope,
    labels.map(squash),
  );
}

/**
 * A ProTable under `root` (default: the first `.ant-pro-table` of the page).
 * @example const t = new ProTablePO(page, '[data-testid="clients-table"]'); await t.search({ q: '义乌' }); expect(await t.rows()).toHaveLength(1);
 */
export class ProTablePO {
  constructor(
    private readonly page: Page,
    readonly root = '.ant-pro-table',
  ) {}

  private get rowSel() {
    return `${this.root} .ant-table-tbody tr.ant-table-row`;
  }

  /** Waits until the calls a click started have answered (at most 5 s), then until the table is ready. */
  private async afterReload(): Promise<void> {
    await this.page.waitForNetworkIdle({ idleTime: 150, timeout: 5_000 }).catch(() => undefined);
    await this.ready();
  }

  /**
   * Waits until the table has rendered and is not loading. antd puts the table's spinner beside the
   * table, not in it (`.ant-table-wrapper > .ant-spin-nested-loading > div > .ant-spin`, the table in
   * the `.ant-spin-container` next to it): looked for inside `.ant-table`, as this did before, it was
   * never found, so `ready()` returned while the first rows were still on their way (the EPR list's
   * "No element found for selector: [data-testid=epr-values-7001]"). ListPage shows the spinner from
   * the table's first render until its first answer, so "no spinner" means answered.
   */
  async ready(): Promise<void> {
    await this.page.waitForFunction(
      (r: string) => !!document.querySelector(`${r} .ant-table`) && !document.querySelector(`${r} .ant-table-wrapper .ant-spin-spinning`),
      { timeout: TIMEOUT },
      this.root,
    );
  }

  /** The visible data rows, each as its text (cells joined by tabs). */
  async rows(): Promise<string[]> {
    await this.ready();
    return this.page.$$eval(this.rowSel, (trs) => trs.map((tr) => (tr as HTMLElement).innerText.trim()));
  }

  /** The visible data rows, each as the list of its cell texts. */
  async cells(): Promise<string[][]> {
    await this.ready();
    return this.page.$$eval(this.rowSel, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
  }

  /** Waits until the table shows exactly `n` rows (after a search, a reset or a reload). */
  async waitRowCount(n: number): Promise<void> {
    await this.page.waitForFunction((sel: string, k: number) => document.querySelectorAll(sel).length === k, { timeout: TIMEOUT }, this.rowSel, n);
    await this.ready();
  }

  /**
   * Fills the search form: keys are the field ids (the column's `dataIndex`), values the text to
   * type. A select field gets the text typed into its search and the first match chosen with Enter.
   */
  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) {
      const sel = `${this.root} .ant-pro-query-filter #${field}`;
      await this.page.waitForSelector(sel, { visible: true, timeout: TIMEOUT });
      const isSelect = await this.page.$eval(sel, (el) => el.getAttribute('role') === 'combobox');
      if (isSelect) {
        await this.page.click(sel);
        await this.page.type(sel, value);
        await this.page.keyboard.press('Enter');
        await this.page.keyboard.press('Escape');
      } else {
        await this.page.click(sel, { clickCount: 3 });
        await this.page.type(sel, value);
      }
    }
  }

  /** Clicks the search form's submit button (查询 / Query) and waits for the reload. */
  async submit(): Promise<void> {
    await clickButton(this.page, `${this.root} .ant-pro-query-filter`, ['查询', 'Query', 'Search']);
    await this.afterReload();
  }

  /** {@link fill} then {@link submit}. */
  async search(values: Record<string, string>): Promise<void> {
    await this.fill(values);
    await this.submit();
  }

  /** Clicks the search form's reset button (重置 / Reset) and waits for the reload. */
  async reset(): Promise<void> {
    await clickButton(this.page, `${this.root} .ant-pro-query-filter`, ['重置', 'Reset']);
    await this.afterReload();
  }

  /** Goes to page `n` of the pagination and waits until it is the active page and loaded. */
  async goToPage(n: number): Promise<void> {
    const item = `${this.root} .ant-pagination .ant-pagination-item-${n}`;
    await this.page.waitForSelector(item, { visible: true, timeout: TIMEOUT });
    await this.page.click(item);
    await this.page.waitForSelector(`${item}.ant-pagination-item-active`, { timeout: TIMEOUT });
    await this.afterReload();
  }

  /** The active page number. */
  async currentPage(): Promise<number> {
    return Number(await this.page.$eval(`${this.root} .ant-pagination .ant-pagination-item-active`, (el) => el.getAttribute('title')));
  }

  /**
   * The total shown by the pagination ("第 1-10 条/总共 1104 条" → 1104), once it is there: the table
   * renders (without a spinner) a moment before its first call starts, and antd shows no pagination
   * while there are no rows, so reading it at once failed under load (CI: "failed to find element
   * matching … .ant-pagination-total-text" right after `ready()`). For a non-empty table only.
   */
  async total(): Promise<number> {
    await this.page.waitForSelector(`${this.root} .ant-pagination-total-text`, { timeout: TIMEOUT });
    await this.ready();
    const text = await this.page.$eval(`${this.root} .ant-pagination-total-text`, (el) => (el as HTMLElement).innerText);
    const m = text.match(/(\d+)\D*$/);
    if (!m) throw new Error(`no total in "${text}"`);
    return Number(m[1]);
  }
}

/**
 * A StepsForm (or any `.ant-steps` with its forms) under `root` (default: the page). `next()` and
 * `back()` click 下一步 / 上一步 (or Next / Previous) and wait until the current step changed.
 */
export class StepsFormPO {
  constructor(
    private readonly page: Page,
    readonly root = 'body',
  ) {}

  /** Number of steps. */
  async count(): Promise<number> {
    await this.page.waitForSelector(`${this.root} .ant-steps`, { timeout: TIMEOUT });
    return this.page.$$eval(`${this.root} .ant-steps .ant-steps-item`, (els) => els.length);
  }

  /** Index (from 0) of the current step. */
  async current(): Promise<number> {
    await this.page.waitForSelector(`${this.root} .ant-steps`, { timeout: TIMEOUT });
    return this.page.$$eval(`${this.root} .ant-steps .ant-steps-item`, (els) => els.findIndex((e) => e.classList.contains('ant-steps-item-process')));
  }

  /** Title of the current step. */
  async currentTitle(): Promise<string> {
    await this.page.waitForSelector(`${this.root} .ant-steps-item-process .ant-steps-item-title`, { timeout: TIMEOUT });
    return this.page.$eval(`${this.root} .ant-steps-item-process .ant-steps-item-title`, (el) => (el as HTMLElement).innerText.trim());
  }

  /** Waits until the current step is `index`. */
  async waitStep(index: number): Promise<void> {
    await this.page.waitForFunction(
      (r: string, i: number) => [...document.querySelectorAll(`${r} .ant-steps .ant-steps-item`)].findIndex((e) => e.classList.contains('ant-steps-item-process')) === i,
      { timeout: TIMEOUT },
      this.root,
      index,
    );
  }

  /** Clicks 下一步 / Next without waiting (for a step that is expected to refuse). */
  async clickNext(): Promise<void> {
    await clickButton(this.page, this.root, ['下一步', 'Next']);
  }

  /**
   * Clicks 下一步 / Next and waits for the following step (30 s: the step saves its draft through the
   * mock first, slow on a busy host). If it does not come, fails with what the step shows: its field
   * errors and messages, so a refusal is told from a slow save.
   */
  async next(): Promise<void> {
    const from = await this.current();
    await this.clickNext();
    try {
      await this.page.waitForFunction(
        (r: string, i: number) => [...document.querySelectorAll(`${r} .ant-steps .ant-steps-item`)].findIndex((e) => e.classList.contains('ant-steps-item-process')) === i,
        { timeout: 2 * TIMEOUT },
        this.root,
        from + 1,
      );
    } catch (e) {
      const shown = await this.page
        .evaluate((r: string) => {
          const texts = (sel: string) => [...document.querySelectorAll(sel)].map((el) => (el as HTMLElement).innerText.trim()).filter(Boolean);
          return [`step ${[...document.querySelectorAll(`${r} .ant-steps .ant-steps-item`)].findIndex((el) => el.classList.contains('ant-steps-item-process'))}`, `field errors: ${texts(`${r} .ant-form-item-explain-error`).join(' | ') || 'none'}`, `messages: ${texts('.ant-message-notice').join(' | ') || 'none'}`, `busy buttons: ${texts(`${r} .ant-btn-loading`).join(' | ') || 'none'}`].join('; ');
        }, this.root)
        .catch((err: Error) => `page unreadable: ${err.message}`);
      throw new Error(`${(e as Error).message} — 下一步 from step ${from} did not reach step ${from + 1}: ${shown}`);
    }
  }

  /** Clicks 上一步 / Previous and waits for the step before. */
  async back(): Promise<void> {
    const from = await this.current();
    await clickButton(this.page, this.root, ['上一步', 'Previous']);
    await this.waitStep(from - 1);
  }
}
