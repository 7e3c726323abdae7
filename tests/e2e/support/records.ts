// Page helpers for the record engine's screens (web/src/features/records): list, detail layout, sections,
// summary panel and edit pane, found by the roles and names those components render.
import type { Locator, Page } from '@playwright/test';
import { recordType, sectionPath, type RecordTypeDef, type SectionDef } from '../../../contract';
import { apiCall, expect, expectNoSeriousA11yViolations } from './fixtures';

/** A catalogued type by object name; a typo in a spec fails loudly. */
export function typeOf(objectName: string): RecordTypeDef {
  const type = recordType(objectName);
  if (!type) throw new Error(`no catalogued type ${objectName}`);
  return type;
}

/** Where each type's list sits in the main menu (api/src/users/menu.ts); null: a primary link of the top bar. */
export const MENU_GROUP: Readonly<Record<string, string | null>> = {
  Organization: null,
  Person: null,
  Lead: 'CRM',
  Customer: 'CRM',
  Supplier: 'CRM',
  Opportunity: 'CRM',
  SaleQuote: 'CRM',
  SalesOrder: 'CRM',
  Invoice: 'CRM',
  Case: 'Support',
  Project: 'Projects',
  ProjectAmendment: 'Projects',
  Task: 'General',
  Call: 'General',
  Event: 'General',
  EmailMessage: 'General',
  SMSMessage: 'General',
};

/** The labels of the main menu's items, where they differ from the type's plural label. */
const MENU_LABEL: Readonly<Record<string, string>> = { EmailMessage: 'Email', SMSMessage: 'SMS' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The list table of a type (its caption is the plural label). */
export const listTable = (page: Page, type: RecordTypeDef): Locator => page.getByRole('table', { name: type.pluralLabel, exact: true });

/** Opens a type's list through the main menu, as a user would, and waits for its table. */
export async function openListFromMenu(page: Page, type: RecordTypeDef): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const group = MENU_GROUP[type.objectName];
  const label = MENU_LABEL[type.objectName] ?? type.pluralLabel;
  if (group === null || group === undefined) {
    await nav.getByRole('link', { name: label, exact: true }).first().click();
  } else {
    await nav.getByRole('button', { name: group, exact: true }).click();
    await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: label, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${type.urlSegment}$`));
  await expect(page.getByRole('heading', { level: 1, name: type.pluralLabel, exact: true })).toBeVisible();
  await expect(listTable(page, type)).toBeVisible();
}

/** The rows' record links of a list or section table (the first column links each record). */
export const recordLinks = (table: Locator): Locator => table.locator('tbody th a');

/** "Showing X of N {items}" under a paged list. */
export async function footerCounts(scope: Locator | Page): Promise<{ loaded: number; total: number }> {
  const text = await scope.getByText(/^Showing \d+ of \d+ /).innerText();
  const [, loaded, total] = /^Showing (\d+) of (\d+) /.exec(text) ?? [];
  return { loaded: Number(loaded), total: Number(total) };
}

/** The detail URL a record lands on: `/{segment}/{id}/{section}`; returns the id. */
export async function expectDetailUrl(page: Page, segments: string | readonly string[], section?: string): Promise<number> {
  const segs = (typeof segments === 'string' ? [segments] : segments).map(escapeRegExp).join('|');
  const pattern = new RegExp(`/(?:${segs})/(\\d+)/${section ? escapeRegExp(section) : '[a-z-]+'}$`);
  await expect(page).toHaveURL(pattern);
  return Number(pattern.exec(new URL(page.url()).pathname)?.[1]);
}

/** The page title of a detail page: the record's name. */
export const recordHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** The section tabs of a detail page. */
export const sectionTabs = (page: Page): Locator => page.getByRole('navigation', { name: 'Sections' });

export async function openSection(page: Page, label: string): Promise<void> {
  await sectionTabs(page).getByRole('link', { name: label, exact: true }).click();
}

/** The summary side panel of a detail page. */
export const summaryPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Summary' });

/** The detail-info section (its heading is the section label "Details"). */
export const detailsRegion = (page: Page): Locator => page.getByRole('region', { name: 'Details', exact: true });

/** The shown value of a field in the detail-info section (`<dt>label</dt><dd>value</dd>`). */
export const fieldValue = (region: Locator, label: string): Locator =>
  region.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);

/** Picks an option of a react-aria Select (its trigger is named "{value} {label}"). */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The heading of a section: its label, and for every section that lists something its total: "Tasks (3)". */
function sectionHeading(page: Page, section: SectionDef): Locator {
  const name = section.kind === 'detail-info' ? exactly(section.label) : new RegExp(`^${escapeRegExp(section.label)} \\(\\d+\\)$`);
  return page.getByRole('heading', { level: 2, name });
}

/** What the api says a section's total is, as the same user sees it. */
async function apiSectionTotal(token: string, type: RecordTypeDef, rowId: number, section: SectionDef): Promise<number | null> {
  if (section.kind === 'records' || section.kind === 'updates') {
    const res = await apiCall<{ totalItem: number }>(
      token,
      'GET',
      `/api/${type.objectName}/${sectionPath(section.key)}/${rowId}?currentPage=1&pageSize=1`,
    );
    expect(res.status, `GET ${type.objectName}/${sectionPath(section.key)}/${rowId}`).toBe(200);
    return res.body.totalItem;
  }
  if (section.kind === 'progress') {
    const res = await apiCall<{ totalItem: number }>(token, 'POST', `/api/TaskProgress/PagingAndSorting?taskId=${rowId}`, {
      currentPage: 1,
      pageSize: 1,
    });
    expect(res.status, `TaskProgress/PagingAndSorting?taskId=${rowId}`).toBe(200);
    return res.body.totalItem;
  }
  if (section.kind === 'attachments') {
    const res = await apiCall<{ totalItem: number }>(token, 'GET', `/api/${type.objectName}/Attachment/${rowId}?currentPage=1&pageSize=1`);
    expect(res.status, `GET ${type.objectName}/Attachment/${rowId}`).toBe(200);
    return res.body.totalItem;
  }
  if (section.kind === 'history') {
    const res = await apiCall<{ totalItem: number }>(token, 'POST', '/api/AuditHistory/PagingAndSorting2', {
      parentObject: type.objectName,
      parentId: rowId,
      currentPage: 1,
      pageSize: 1,
    });
    expect(res.status).toBe(200);
    return res.body.totalItem;
  }
  return null;
}

/**
 * Walks every section tab of an open detail page in catalogue order: each one renders (URL, heading), shows its
 * total where it lists something, with as many rows as its footer says and the total the api reports.
 *
 * Axe scans each type's detail-info (its fields are the type's own) and the first section of every other kind the
 * walk meets (`scanned`, shared by the caller across types: a records, history, share or recent section is one
 * component whatever the type). Scanning all ~130 sections would cost a minute and a half of the CI budget and
 * find nothing new.
 */
export async function walkSections(page: Page, type: RecordTypeDef, rowId: number, token: string, scanned: Set<string>): Promise<void> {
  await expect(sectionTabs(page).getByRole('link')).toHaveText(type.sections.map((s) => s.label));
  for (const section of type.sections) {
    await openSection(page, section.label);
    await expect(page, `section ${section.key}`).toHaveURL(new RegExp(`/${rowId}/${escapeRegExp(section.key)}$`));
    const heading = sectionHeading(page, section);
    await expect(heading, `heading of ${type.objectName} section ${section.key}`).toBeVisible();
    const title = await heading.innerText();
    const region = page.getByRole('region', { name: title, exact: true });
    if (section.kind !== 'detail-info') {
      const total = Number(/\((\d+)\)$/.exec(title)?.[1]);
      const expected = await apiSectionTotal(token, type, rowId, section);
      if (expected !== null) expect(total, `${type.objectName} section ${section.key}: total shown vs api`).toBe(expected);
      const rows = region.getByRole('table').locator('tbody tr');
      if (section.kind === 'progress') {
        // A task's progress is a log (every line, newest first), not a paged table.
        await expect(region.getByRole('list', { name: 'Progress log' }).getByRole('listitem')).toHaveCount(total);
      } else if (section.kind === 'share' || section.kind === 'recent' || section.kind === 'attachments') {
        await expect(rows).toHaveCount(Math.max(total, 1));
      } else {
        const footer = await footerCounts(region);
        expect(footer.total, `${section.key} footer total`).toBe(total);
        await expect(rows).toHaveCount(Math.max(footer.loaded, 1));
      }
    }
    if (section.kind === 'detail-info' || !scanned.has(section.kind)) {
      scanned.add(section.kind);
      await expectNoSeriousA11yViolations(page, `${type.objectName} ${section.key} section`);
    }
  }
}

/** Collects uncaught errors of a page, so a spec can assert that nothing blew up along the way. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
