// The Explorer's forms in a browser: a call request and the questionnaire, each refused while incomplete (the
// spec's message, the fields at fault marked) and then sent.
import { test, expect, users, expectNoSeriousA11yViolations } from './support/fixtures';

test.use({ user: users.project });

test('a call request is refused without a phone number, then sent', async ({ page }) => {
  await page.goto('/explorer/home');
  await page.getByRole('link', { name: 'Request a call' }).click();
  await expect(page).toHaveURL(/\/explorer\/call$/);
  const form = page.getByRole('form', { name: 'Request a call' });
  // Filled with who asks.
  await expect(form.getByLabel('Email')).toHaveValue(users.project);
  await expect(form.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Request the call' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please complete all required fields');
  const phone = form.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please complete all required fields');

  await phone.fill('+1 555 0100');
  await form.getByRole('button', { name: /Best time to call/ }).click();
  await page.getByRole('option', { name: 'Afternoon' }).click();
  await form.getByLabel('Comment').fill('Help with importing contacts');
  await form.getByRole('button', { name: 'Request the call' }).click();
  await expect(form.getByRole('status')).toHaveText('Your call request was sent. We will call you soon.');
  await expect(phone).toHaveValue('');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'call request form');
});

test('the questionnaire is refused with a question unanswered, then saved and shown again', async ({ page }) => {
  await page.goto('/explorer/questionnaire');
  const form = page.getByRole('form', { name: 'Questionnaire' });
  const role = form.getByRole('group', { name: 'What is your role in the company?' });
  const issue = form.getByRole('group', { name: 'What would you like to solve first?' });
  const interests = form.getByRole('group', { name: 'Which features interest you?' });
  await role.getByText('Projects').click();
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please complete all required fields');
  // The unanswered questions say so (their error is their description); the answered one does not.
  await expect(issue).toHaveAccessibleDescription('Please complete all required fields');
  await expect(interests).toHaveAccessibleDescription('Please complete all required fields');
  await expect(role).not.toHaveAttribute('data-invalid');

  await issue.getByText('Planning work').click();
  await interests.getByText('Time tracking').click();
  await interests.getByText('Calendar').click();
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you: your answers were saved.');

  await page.reload();
  const again = page.getByRole('form', { name: 'Questionnaire' });
  const group = (name: string) => again.getByRole('group', { name });
  await expect(group('What is your role in the company?').getByRole('checkbox', { name: 'Projects' })).toBeChecked();
  await expect(group('What would you like to solve first?').getByRole('checkbox', { name: 'Planning work' })).toBeChecked();
  await expect(group('What would you like to solve first?').getByRole('checkbox', { name: 'Invoicing' })).not.toBeChecked();
  await expect(group('Which features interest you?').getByRole('checkbox', { name: 'Time tracking' })).toBeChecked();
  await expect(group('Which features interest you?').getByRole('checkbox', { name: 'Calendar' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'questionnaire');
});
