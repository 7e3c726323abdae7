// The record engine, type by type: every main type's list opens from the main menu, a record opens on its
// default section, and every section tab renders with the total the api reports.
import { test, expect, users, apiLogin, expectNoSeriousA11yViolations } from './support/fixtures';
import {
  collectPageErrors,
  expectDetailUrl,
  footerCounts,
  listTable,
  openListFromMenu,
  recordHeading,
  recordLinks,
  typeOf,
  walkSections,
} from './support/records';

test.use({ user: users.admin });

const MAIN_TYPES = ['Organization', 'Person', 'Opportunity', 'Project', 'Case', 'Task', 'SalesOrder', 'Invoice'] as const;

let adminToken = '';
/** Section kinds already scanned by axe in this run (see walkSections). */
const scannedKinds = new Set<string>();
test.beforeAll(async () => {
  adminToken = (await apiLogin(users.admin)).token;
});

for (const objectName of MAIN_TYPES) {
  const type = typeOf(objectName);
  test(`${type.pluralLabel}: list from the main menu, a record, every section`, async ({ page }) => {
    // A walk of some twenty sections (each rendered, counted and the first of each kind scanned by axe) outgrows the
    // default 30 s as the catalogue gains sections.
    test.setTimeout(30_000 + type.sections.length * 3_000);
    const errors = collectPageErrors(page);
    await page.goto('/');
    await openListFromMenu(page, type);
    const table = listTable(page, type);
    const { loaded, total } = await footerCounts(page);
    expect(total, `seeded ${type.pluralLabel}`).toBeGreaterThan(0);
    await expect(recordLinks(table)).toHaveCount(loaded);
    await expectNoSeriousA11yViolations(page, `${type.objectName} list`);

    // A party in a role opens under the role (/lead/…); take a record shown under its own type.
    const link = table.locator(`tbody th a[href^="/${type.urlSegment}/"]`).first();
    // The first column is the first name field (a person's first name); the title is the whole display name.
    const firstColumn = (await link.innerText()).trim();
    await link.click();
    const rowId = await expectDetailUrl(page, type.urlSegment, type.defaultSection);
    await expect(recordHeading(page)).toContainText(firstColumn);
    await expectNoSeriousA11yViolations(page, `${type.objectName} detail`);
    scannedKinds.add(type.sections.find((s) => s.key === type.defaultSection)?.kind ?? '');

    await walkSections(page, type, rowId, adminToken, scannedKinds);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
}
