// The content admin's journey in the browser: create a bank, add a question with four answers,
// mark one correct, reorder with the keyboard, edit the question (autosave, through a network blip),
// manage assets (folders, upload by button and drop, rename, copy URL, two-step delete), put an
// uploaded image in a section (attacks stay inert) and see it as a learner; axe on every screen.
// Learners are kept out of the admin area and never download the editor.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LEARNER_BLS_USER_COURSE } from '@infra/local/seed/learner-history';
import { ApiClient } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const BANK = `E2E Bank ${Date.now()}`;
const QUESTION = 'Which drug is given first in pulseless VT?';
const MARKER = `Admin edit ${Date.now()}`;
const FOLDER = `E2E images ${Date.now()}`;
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let session: Session;
let page: Page;
let questionUrl = '';

const answerTexts = (target: Page) =>
  target.getByRole('list', { name: 'Answers' }).locator('.answer-row__content').allTextContents();

beforeAll(async () => {
  session = await openBrowser(stack.url);
  page = session.page;
  await signInAs(page, 'admin@example.com');
});

afterAll(async () => {
  await session?.close();
});

describe('the content admin', () => {
  it('reaches the admin area from the drawer, with the in-app resources and the logout alert', async () => {
    await page.getByRole('link', { name: 'Content Admin' }).click();
    await page.waitForURL('**/admin-content/question-banks');
    await page.getByRole('heading', { level: 1, name: 'Question Banks' }).waitFor();
    await page.getByRole('cell', { name: 'ACLS Question Bank' }).waitFor();
    const admin = page.getByRole('navigation', { name: 'Admin' });
    // No external console in this build: only the resources with an in-app page, as in-app links.
    await expect
      .poll(() => admin.getByRole('list', { name: 'Admin resources' }).getByRole('link').allTextContents())
      .toEqual(['Courses']);
    await expect
      .poll(() => admin.getByRole('link', { name: 'Courses' }).getAttribute('href'))
      .toBe('/admin-content/course-section-sandbox');
    expect(await admin.getByRole('link', { name: 'Courses' }).getAttribute('target')).toBeNull();
    await admin.getByRole('button', { name: 'Logout' }).click();
    await admin.getByRole('alert').getByText('Admin logout is not set up.').waitFor();
    await expectAccessible(page, 'question banks');
    await page.getByLabel('Search question banks').fill('PALS');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByLabel('Search question banks').fill('');
  });

  it('creates a bank in the Create Question Bank dialog (422 under the field first)', async () => {
    await page.getByRole('link', { name: 'Create Question Bank' }).click();
    await page.waitForURL('**/question-banks/create');
    const dialog = page.getByRole('dialog', { name: 'Create Question Bank' });
    await dialog.getByRole('button', { name: 'Create Question Bank' }).click();
    await dialog.getByText("can't be blank").waitFor();
    await expectAccessible(page, 'create question bank dialog');
    await dialog.getByLabel('Name').fill(BANK);
    await dialog.getByRole('button', { name: 'Create Question Bank' }).click();
    await page.getByRole('heading', { level: 1, name: BANK }).waitFor();
    await page.getByText('This bank has no questions yet.').waitFor();
    await expectAccessible(page, 'question bank');
  });

  it('adds a question with four answers and marks one correct', async () => {
    await page.getByRole('link', { name: 'Add a Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a question to the Question Bank' });
    await dialog.getByLabel('Question').fill(QUESTION);
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    await page.waitForURL('**/admin-content/questions/**');
    questionUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Edit Question' }).waitFor();
    await page.getByText(/has no correct answer yet/).waitFor();
    for (const answer of ['Amiodarone', 'Epinephrine', 'Adenosine', 'Atropine']) {
      await page.getByRole('button', { name: 'Add Answer' }).click();
      const create = page.getByRole('dialog', { name: 'Create Answer' });
      if (answer === 'Amiodarone') {
        await create.getByRole('button', { name: 'Create Answer' }).click();
        await create.getByText("can't be blank").waitFor();
        await expectAccessible(page, 'create answer dialog');
      }
      await create.getByLabel('Answer').fill(answer);
      await create.getByRole('button', { name: 'Create Answer' }).click();
      await create.waitFor({ state: 'detached' });
    }
    await expect.poll(() => answerTexts(page)).toEqual(['Amiodarone', 'Epinephrine', 'Adenosine', 'Atropine']);
    await page.getByRole('button', { name: 'Mark “Epinephrine” correct' }).click();
    await page.getByText('Correct answer', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/has no correct answer yet/).count()).toBe(0);
    await expectAccessible(page, 'question with answers');
    await screenshot(page, 'admin-question');
  });

  it('reorders answers with the keyboard, announced, focus kept on the moved answer, and stored', async () => {
    let stored = 0;
    page.on('response', (response) => {
      if (
        response.url().includes('/api/admin/answers/') &&
        response.request().method() === 'PATCH' &&
        response.status() === 200
      )
        stored += 1;
    });
    const up = page.getByRole('button', { name: 'Move “Epinephrine” up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '“Epinephrine” moved to position 1 of 4.' }).waitFor();
    await expect
      .poll(() => answerTexts(page), { timeout: 5_000 })
      .toEqual(['Epinephrine', 'Amiodarone', 'Adenosine', 'Atropine']);
    // At the top Move up is disabled: focus went to the same answer's Move down.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move “Epinephrine” down');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '“Epinephrine” moved to position 2 of 4.' }).waitFor();
    // Both moves are stored, in the order they were made.
    await expect.poll(() => stored, { timeout: 5_000 }).toBe(2);
    await page.reload();
    await expect
      .poll(() => answerTexts(page), { timeout: 10_000 })
      .toEqual(['Amiodarone', 'Epinephrine', 'Adenosine', 'Atropine']);
  });

  it('autosaves the question, keeps the edit through a network blip, and shows the disabled banner', async () => {
    const text = page.getByLabel('Question', { exact: true });
    await text.fill(`${QUESTION} (adult)`);
    await page.getByText('All changes saved').waitFor();

    // The next save fails (offline): the edit stays, the page says so, and it is saved once the network is back.
    let blocked = 0;
    await page.route('**/api/admin/questions/*.json', async (route) => {
      if (route.request().method() === 'PATCH' && blocked === 0) {
        blocked += 1;
        await route.abort('internetdisconnected');
      } else await route.fallback();
    });
    await text.fill(`${QUESTION} (adult patient)`);
    await page.getByText(/Not saved yet/).waitFor();
    await expect.poll(() => text.inputValue()).toBe(`${QUESTION} (adult patient)`);
    await page.getByRole('button', { name: 'Retry now' }).click();
    await page.getByText('All changes saved').waitFor();
    await page.unroute('**/api/admin/questions/*.json');

    await page.getByLabel(/^Enabled/).uncheck();
    await page.getByRole('alert').filter({ hasText: 'This question is disabled' }).waitFor();
    await expectAccessible(page, 'disabled question');
    await page.getByLabel(/^Enabled/).check();
    await expect.poll(() => page.getByText('This question is disabled').count()).toBe(0);

    await page.goto(questionUrl);
    await expect
      .poll(() => page.getByLabel('Question', { exact: true }).inputValue())
      .toBe(`${QUESTION} (adult patient)`);
  });

  it('manages assets: folders and crumbs, upload by button and by drop, rename, copy URL, delete after two confirmations', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Assets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    await page.getByRole('button', { name: 'New Folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Folder' });
    await dialog.getByLabel('Folder name').fill(FOLDER);
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await page.getByRole('button', { name: FOLDER }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(FOLDER).waitFor();
    await page.getByText('This folder is empty.').waitFor();
    await expectAccessible(page, 'assets: empty folder');

    // By the button (the file input behind it), then by dropping a file on the drop zone.
    await page
      .locator('.asset-dropzone input[type=file]')
      .setInputFiles({ name: 'ecg.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.asset-uploads').getByText('Uploaded ecg.png.').waitFor();
    const drop = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        return transfer;
      },
      [...PNG],
    );
    await page.locator('.asset-dropzone').dispatchEvent('drop', { dataTransfer: drop });
    await page.locator('.asset-uploads').getByText('Uploaded dropped.png.').waitFor();
    const files = page.getByRole('list', { name: 'Files' });
    await files.getByText('dropped.png', { exact: true }).waitFor();
    await expectAccessible(page, 'assets: files');

    await page.getByRole('button', { name: 'Rename “dropped.png”' }).click();
    await page.getByLabel('File name').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("can't be blank").waitFor();
    await page.getByLabel('File name').fill('strip.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await files.getByText('strip.png', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Copy URL of “strip.png”' }).click();
    await page.getByText('Copied!').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/courseAsset\/.+\/dropped\.png$/);
    await expect.poll(() => page.getByText('Copied!').count(), { timeout: 4_000 }).toBe(0);

    await page.getByRole('button', { name: 'Delete “strip.png”' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete File' }).click();
    const second = page.getByRole('dialog', { name: 'Delete this file for good?' });
    await second.getByText(/will break wherever its URL is used/).waitFor();
    await expectAccessible(page, 'assets: second delete confirmation');
    await second.getByRole('button', { name: 'Delete Permanently' }).click();
    await expect.poll(() => files.getByText('strip.png', { exact: true }).count()).toBe(0);
    await files.getByText('ecg.png', { exact: true }).waitFor();
  });

  it('edits a section in the code editor with a live preview; what was stored is inert', async () => {
    await page.goto('/admin-content/bls/bls-s1/code');
    const editor = page.locator('.cm-content');
    await editor.waitFor();
    await expectAccessible(page, 'section code editor');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(`\n<p>${MARKER}</p><img src="/nothing.png" alt="" onerror="window.__xss = 1">`);
    const preview = page.locator('.section-preview');
    await preview.getByText(MARKER).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // CodeMirror's history: undo takes the typing back (never the HTML the page loaded with), redo restores it.
    await page.keyboard.press('Control+z');
    await expect.poll(() => preview.getByText(MARKER).count()).toBe(0);
    await expect.poll(() => editor.textContent()).not.toBe('');
    await page.keyboard.press('Control+z');
    await expect.poll(() => editor.textContent()).not.toBe('');
    await page.keyboard.press('Control+Shift+z');
    await preview.getByText(MARKER).waitFor();
    // Tab is not taken by the editor: keyboard users move on.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(false);
    await editor.click();
    await page.keyboard.press('Control+End');
    // The image uploaded above, from the asset panel beside the editor.
    await page.getByRole('button', { name: FOLDER }).click();
    await page.getByRole('button', { name: 'Insert “ecg.png”' }).click();
    await expect
      .poll(() =>
        preview
          .locator('img[src*="courseAsset"]')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Save Section' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const admin = new ApiClient(stack.url);
    await admin.signIn('admin@example.com');
    const stored = (await admin.get('/api/course_sections/bls-s1.json?courseId=bls')).body.content as string;
    expect(stored).toContain(`<p>${MARKER}</p>`);
    expect(stored).not.toContain('onerror');
    expect(stored).toMatch(/<img src="http[^"]+\/courseAsset\/[^"]+\/ecg\.png" alt="ecg" \/>/);
    await screenshot(page, 'admin-section-editor');

    // Unsaved text is not lost to an in-app link: the page asks first.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n<p>Draft not saved</p>');
    await page.getByText('Unsaved changes').waitFor();
    const assetsLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Assets' });
    await assetsLink.click();
    await page.getByRole('heading', { name: 'Leave without saving?' }).waitFor();
    await expectAccessible(page, 'leave without saving');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin-content/bls/bls-s1/code');
    await page.locator('.section-preview').getByText('Draft not saved').waitFor();
    await assetsLink.click();
    await page.getByRole('button', { name: 'Leave anyway' }).click();
    await page.waitForURL('**/admin-content/assets');
  });

  it('opens the style sandbox with its editor and preview, and finds a course section to edit', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Section Sandbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Course Section Sandbox' }).waitFor();
    await page.locator('.section-preview').getByText('A callout draws the eye to what matters.').waitFor();
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Basic Life Support' });
    await page.getByRole('link', { name: 'The Chain of Survival and Recognizing Cardiac Arrest' }).waitFor();
    await expectAccessible(page, 'section sandbox');
    await page.getByRole('link', { name: 'The Chain of Survival and Recognizing Cardiac Arrest' }).click();
    await page.waitForURL('**/admin-content/bls/bls-s1/code');
    await page
      .getByRole('heading', { level: 1, name: 'The Chain of Survival and Recognizing Cardiac Arrest' })
      .waitFor();
  });
});

describe('a learner', () => {
  it('sees the edited section in the course player, is kept out of the admin area, and never loads the editor', async () => {
    const learner = await openBrowser(stack.url);
    try {
      const scripts: string[] = [];
      learner.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await signInAs(learner.page, 'learner@example.com');
      await learner.page.goto(`/user-portal/courses/${LEARNER_BLS_USER_COURSE}/${LEARNER_BLS_USER_COURSE}_1`);
      await learner.page.getByText(MARKER).waitFor();
      await expect
        .poll(() =>
          learner.page
            .locator('.section-content img[src*="courseAsset"]')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(1);
      await expectAccessible(learner.page, 'course player with the edited section');
      expect(
        scripts.filter((url) =>
          /html-code-editor|section-workbench|question-page|question-bank-pages|admin-nav/.test(url),
        ),
      ).toEqual([]);
      // Typing an admin address: sent to My Learning (the page module may be preloaded; the editor never is).
      await learner.page.goto('/admin-content/question-banks/create');
      await learner.page.waitForURL('**/dashboard');
      await learner.page.goto('/admin-content/bls/bls-s1/code');
      await learner.page.waitForURL('**/dashboard');
      expect(scripts.filter((url) => /html-code-editor/.test(url))).toEqual([]);
    } finally {
      await learner.close();
    }
  });
});
