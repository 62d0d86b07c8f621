import { expect, type Page, test } from '@playwright/test';
import { api, enrol, joinedPlayer, open, playerReadyToCashOut, tokenOf, upload } from './helpers';

/**
 * Issue 19's acceptance: an administrator creates a compliance and two finance operators (each
 * enrolling an authenticator) and a support operator; a player uploads documents and asks for a
 * cash-out; compliance approves the documents; one finance operator prepares the pass and another
 * approves it; the player reads the news; the audit shows every step and its chain verifies; support
 * is refused the approval.
 */

test.describe.configure({ mode: 'serial' });

/** The administrator's signed-in page, kept for the layout check after the acceptance flow. */
let adminPage: Page;

test('two operators move a player cash-out past KYC and a second approval, every step audited', async ({
  browser,
}) => {
  // The administrator enrols through the link the create-admin command printed.
  const admin = await enrol(browser, process.env.E2E_ADMIN_LINK!);
  adminPage = admin.page;
  await open(admin.page, 'Operators');
  const links: Record<string, string> = {};
  for (const [username, role] of [
    ['carla', 'compliance'],
    ['fred', 'finance'],
    ['fiona', 'finance'],
    ['sam', 'support'],
  ] as const) {
    await admin.page.getByLabel('Username').fill(username);
    await admin.page.getByLabel('E-mail').fill(`${username}@casino.test`);
    await admin.page.getByLabel('Display name').fill(username[0]!.toUpperCase() + username.slice(1));
    await admin.page.getByLabel('Role').click();
    await admin.page.getByRole('option', { name: new RegExp(`^${role}$`, 'i') }).click();
    await admin.page.getByRole('button', { name: 'Create operator' }).click();
    const link = admin.page.getByLabel(`Enrolment link for ${username}`, { exact: false });
    await expect(link).toHaveValue(/\/backoffice\/#\/enrol\?token=/);
    links[username] = await link.inputValue();
  }
  await expect(admin.page.getByRole('table', { name: 'Operators' })).toContainText('Compliance');
  // A pass of 200 EUR or more needs a second operator.
  await open(admin.page, 'Settings');
  await admin.page.getByRole('link', { name: 'Access and approvals' }).click();
  await admin.page.getByRole('textbox', { name: 'Second operator for cash-outs from' }).fill('200.00');
  await admin.page.getByRole('button', { name: 'Save second operator for cash-outs from' }).click();
  await expect(admin.page.getByText('Second operator for cash-outs from: saved.')).toBeVisible();

  // The player, in the player's own browser.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = await playerReadyToCashOut(playerPage);
  const idProof = await upload(playerPage.request, player.token, 'dni.png');
  const paymentProof = await upload(playerPage.request, player.token, 'paypal.png');
  const cashOut = await api(
    playerPage.request,
    '/sys/withdraw/apply',
    {
      type: '0',
      amount: '200',
      paymentMethod: 'PAYPAL',
      email: 'ana.cobros@example.com',
      idcardProofId: idProof,
      paymentProofId: paymentProof,
    },
    player.token,
  );
  expect(cashOut.error, cashOut.message).toBe(0);
  const cashOutId = String(cashOut.data.id);

  // Compliance looks at the uploads and approves them.
  const compliance = await enrol(browser, links.carla!);
  await open(compliance.page, 'Documents');
  const entry = compliance.page.getByRole('region', { name: new RegExp(player.username) });
  await entry.getByRole('button', { name: 'View: Proof of ID' }).click();
  await expect(entry.getByRole('img', { name: 'Proof of ID, uploaded by the player' })).toBeVisible();
  await entry.getByRole('button', { name: 'Approve: Proof of ID' }).click();
  await expect(compliance.page.getByText('Proof of ID: Approved.')).toBeVisible();
  await entry.getByRole('button', { name: 'Approve: Payment-method proof' }).click();
  await expect(compliance.page.getByText('No document is waiting for review.')).toBeVisible();

  // Finance prepares the pass; it waits for a second operator.
  const fred = await enrol(browser, links.fred!);
  await open(fred.page, 'Cash-outs');
  const queue = fred.page.getByRole('table', { name: /Open/ });
  await expect(queue.getByRole('row', { name: new RegExp(player.username) })).toContainText('ID: Approved');
  await queue.getByRole('link', { name: `#${cashOutId}` }).click();
  await fred.page.getByRole('button', { name: 'Pass' }).click();
  await expect(fred.page.getByText('Prepared: a second operator must approve this pass.')).toBeVisible();
  await expect(fred.page.getByRole('button', { name: 'Approve the pass' })).toHaveCount(0);

  // Support sees the cash-out but is refused the approval, in the app and by the server.
  const sam = await enrol(browser, links.sam!);
  await sam.page.goto(`/backoffice/#/cashouts/${cashOutId}`);
  await expect(sam.page.getByText(/Pass prepared by fred/)).toBeVisible();
  await expect(sam.page.getByRole('button', { name: 'Approve the pass' })).toHaveCount(0);
  // Support may not move cash-outs: no decision form at all, rather than one the server refuses.
  await expect(sam.page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(sam.page.getByRole('region', { name: 'Decide' })).toHaveCount(0);
  await expect(sam.page.getByLabel(/Note/)).toHaveCount(0);
  const refused = await sam.page.request.post('/api/admin/cashOuts/approve', {
    data: { id: Number(cashOutId) },
    headers: { Authorization: await tokenOf(sam.page), 'X-FE-LANG': 'en' },
  });
  expect(await refused.json()).toMatchObject({ error: 5, message: 'Your role does not allow this.' });

  // A second finance operator approves it.
  const fiona = await enrol(browser, links.fiona!);
  await fiona.page.goto(`/backoffice/#/cashouts/${cashOutId}`);
  await fiona.page.getByRole('button', { name: 'Approve the pass' }).click();
  await expect(fiona.page.getByText('Approved: the cash-out is passed.')).toBeVisible();
  await expect(fiona.page.getByText('Pending payment').first()).toBeVisible();
  // The history names the operators, not only that "an operator" moved it.
  await expect(fiona.page.getByRole('region', { name: 'History' })).toContainText(
    'Pending review → Pending payment by fiona',
  );
  await fiona.page.screenshot({ path: test.info().outputPath('cash-out-approved.png'), fullPage: true });
  // Finance may neither suspend a player nor send a password reset: the player page offers neither.
  await fiona.page.getByRole('link', { name: player.username }).click();
  await expect(fiona.page.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();
  await expect(fiona.page.getByRole('region', { name: 'Manual adjustment' })).toBeVisible();
  await expect(fiona.page.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await expect(fiona.page.getByLabel('Reason (required)')).toHaveCount(0);

  // The player reads it in the news.
  const news = await api(
    playerPage.request,
    '/base/news/listPage',
    { pageNum: '1', pageSize: '20' },
    player.token,
  );
  const messages = (news.data.content as { message: string }[]).map((item) => item.message);
  expect(messages.join('\n')).toContain(`Your cash-out no. ${cashOutId} of €200.00 has been approved`);
  expect(messages.join('\n')).toContain('Your ID document has been approved.');

  // The player's whole picture, as support sees it.
  await open(sam.page, 'Players');
  await sam.page.getByRole('link', { name: player.username }).click();
  await expect(sam.page.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();
  await expect(sam.page.getByRole('table', { name: 'Cash-outs (latest 20)' })).toContainText(
    'Pending payment',
  );
  // Balances in words and money, never by their field names.
  const profile = sam.page.locator('dl[aria-label="Profile"]');
  await expect(profile).toContainText('Withdrawable now');
  await expect(profile).toContainText('Still to wager');
  await expect(profile).not.toContainText(/availableBalance|rollingAmount/i);
  // Support may lower a protection limit alone; raising it waits for compliance.
  await sam.page.getByLabel(/New amount/).fill('300');
  await sam.page.getByLabel('Limit reason').fill('the player asked for a daily limit');
  await sam.page.getByRole('button', { name: 'Set limit' }).click();
  await expect(sam.page.getByText('Limit set.')).toBeVisible();
  await expect(sam.page.getByRole('definition').filter({ hasText: '€300.00' })).toBeVisible();
  await sam.page.getByLabel(/New amount/).fill('5000');
  await sam.page.getByRole('button', { name: 'Set limit' }).click();
  await expect(
    sam.page.getByText('A raise or removal waits for a second operator (Approvals).'),
  ).toBeVisible();
  await sam.page.screenshot({ path: test.info().outputPath('player.png'), fullPage: true });

  // The player writes through the contact form; support answers, and the answer is mailed to them.
  const question = `Where is my cash-out no. ${cashOutId}?`;
  const wrote = await api(
    playerPage.request,
    '/sys/contact/submit',
    {
      name: 'Ana Prueba',
      username: player.username,
      email: `${player.username}@example.com`,
      phone: '+34 600 123 123',
      queryType: 'withdraw',
      message: question,
    },
    player.token,
  );
  expect(wrote.error, wrote.message).toBe(0);
  await open(sam.page, 'Contact messages');
  const letter = sam.page.getByRole('region').filter({ hasText: question });
  await letter.getByLabel(/Answer to message no/).fill('It was approved today and is on its way.');
  await letter.getByRole('button', { name: 'Send answer' }).click();
  await expect(sam.page.getByText(/Message no\. \d+: answered\./)).toBeVisible();
  await expect(sam.page.getByText(question)).toHaveCount(0);
  const mailbox = await (await playerPage.request.get('/dev/mailbox')).text();
  expect(mailbox).toContain('It was approved today and is on its way.');

  // Content: the administrator rewrites a home banner's Spanish title; a Spanish visitor reads it.
  await open(admin.page, 'Content');
  await admin.page.getByRole('button', { name: 'Edit banner 1' }).click();
  const banner = admin.page.getByRole('region', { name: 'Banner 1' });
  await banner.getByLabel('Title (es)').fill('Bono de bienvenida renovado');
  await banner.getByRole('button', { name: 'Save the banner' }).click();
  await expect(admin.page.getByText('Banner saved.')).toBeVisible();
  const home = await playerPage.request.post('/api/base/banner/listAll', {
    data: { enabled: 1, sortIndex_0: 'ASC' },
    headers: { 'X-FE-LANG': 'es', 'CF-IPCountry': 'ES' },
  });
  expect((await home.json()).data[0]).toMatchObject({ id: 1, title: 'Bono de bienvenida renovado' });

  // The audit shows each step, and its chain verifies.
  await open(admin.page, 'Audit');
  const audit = admin.page.getByRole('table', { name: 'Newest first' });
  for (const action of [
    'Reviewed a document',
    'Prepared a cash-out decision',
    'Approved a cash-out decision',
    'Created an operator',
    'Changed a setting',
    'Answered a message',
    'Saved a banner',
  ]) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(
    audit.getByRole('row').filter({ hasText: 'Approved a cash-out decision' }).filter({ hasText: 'Refused' }),
  ).toContainText('sam');
  await admin.page.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(admin.page.getByText(/The chain verifies: \d+ rows/)).toBeVisible();
});

test('a first-deposit bonus refused under one offer per person reads its reason on the player page', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  const request = context.request;
  // Two accounts paying with one card (the sandbox gives this number one fingerprint), both choosing the bonus.
  const card = {
    amount: '100',
    bonus: '1',
    cardNum: '4000056655665556',
    cardCvv: '123',
    expireMonth: '12',
    expireYear: String(new Date().getUTCFullYear() + 2),
    cardFirstName: 'Eva',
    cardLastName: 'Eva',
    cardCountry: 'ES',
    cardState: 'M',
    cardCity: 'Madrid',
    cardAddress: 'Calle 1',
    cardPostalCode: '28001',
  };
  const first = await joinedPlayer(request, 'fa');
  expect((await api(request, '/sys/deposit/creditcard/deposit', card, first.token)).error).toBe(0);
  const second = await joinedPlayer(request, 'fb');
  expect((await api(request, '/sys/deposit/creditcard/deposit', card, second.token)).error).toBe(0);
  await context.close();

  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await open(adminPage, 'Players');
    await adminPage.getByRole('link', { name: second.username }).click();
    await expect(adminPage.getByRole('heading', { name: new RegExp(second.username) })).toBeVisible();
    const refused = adminPage.getByRole('table', { name: 'Bonus offers refused (latest 20)' });
    await expect(refused).toContainText('First-deposit bonus');
    await expect(refused).toContainText(
      /One offer per person: shares the same payment account with player #\d+, who had this offer\./,
    );
    await expect(adminPage.getByRole('table', { name: 'Bonuses (latest 20)' })).toContainText(
      'No bonus was ever granted to this player.',
    );
    await refused.scrollIntoViewIfNeeded();
    await adminPage.screenshot({
      path: testInfo.outputPath(`backoffice-player-${width}.png`),
      fullPage: true,
    });
    // The other account, one click away, shows the bonus it had.
    await refused.getByRole('link', { name: /player #/ }).click();
    await expect(adminPage.getByRole('heading', { name: new RegExp(first.username) })).toBeVisible();
    await expect(adminPage.getByRole('table', { name: 'Bonuses (latest 20)' })).toContainText(
      'First-deposit bonus',
    );
    await expect(adminPage.getByRole('table', { name: 'Bonuses (latest 20)' })).toContainText('Active');
  }
  await adminPage.setViewportSize({ width: 1280, height: 800 });
});

test('the back office tab shows its icon', async () => {
  const href = await adminPage.locator('link[rel="icon"]').getAttribute('href');
  const icon = await adminPage.request.get(new URL(href!, adminPage.url()).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('reports, their CSV and the cash-out queues are in words, not field names or status numbers', async () => {
  await open(adminPage, 'Reports');
  const report = adminPage.getByRole('table', { name: /Money per day/ });
  await expect(report.getByRole('columnheader', { name: 'Cash-outs' })).toBeVisible();
  await expect(report.getByRole('columnheader', { name: /^Bonus cost/ })).toBeVisible();
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8').split('\r\n')[0]).toContain('"Cash-outs","Bets","Wins"');
  await open(adminPage, 'Cash-outs');
  await adminPage.getByLabel('Queue').click();
  const queues = await adminPage.getByRole('option').allTextContents();
  expect(queues.join(' | ')).not.toMatch(/\d/);
  expect(queues).toContain('Reconciling');
  await adminPage.keyboard.press('Escape');
  // the games' maths: a slot's PAR sheet, its return with the jackpot's share in it
  await open(adminPage, 'Game maths');
  await adminPage.getByRole('link', { name: 'Gem Mine' }).click();
  await expect(adminPage.getByRole('region', { name: 'PAR sheet' })).toContainText('95.7737 %');
});

test('an operator reads the back office in Spanish or Portuguese, chosen once and kept', async () => {
  const choose = async (current: string, language: string) => {
    await adminPage.getByLabel(current, { exact: true }).click();
    await adminPage.getByRole('option', { name: language, exact: true }).click();
  };
  await choose('Language', 'Español');
  await expect(adminPage.getByRole('navigation', { name: 'Secciones' })).toContainText('Retiros');
  await adminPage.reload();
  await adminPage
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(adminPage.getByRole('columnheader', { name: /^Coste de bonos/ })).toBeVisible();
  // the audit too, the create-admin command's row and who ran it on the server's shell included
  await adminPage
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Auditoría' })
    .click();
  const audit = adminPage.getByRole('table', { name: 'Los más recientes primero' });
  await expect(
    audit.getByRole('cell', { name: 'Creó un administrador (línea de comandos)' }).first(),
  ).toBeVisible();
  await expect(audit.getByRole('cell', { name: /\(línea de comandos\)$/ }).first()).toBeVisible();
  await choose('Idioma', 'Português');
  await expect(adminPage.getByRole('navigation', { name: 'Seções' })).toContainText('Saques');
  await choose('Idioma', 'English');
  await expect(adminPage.getByRole('navigation', { name: 'Sections' })).toContainText('Cash-outs');
});

/**
 * The back office on a phone, a tablet and a laptop: no page wider than the screen (tables scroll in
 * their own frame) and every section reachable. Screenshots go to test-results/ for a person to look at.
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from this pattern; none is needed.
test('every section fits the screen of a phone, a tablet and a laptop', async ({}, info) => {
  const sizes = [
    { name: 'phone', width: 375, height: 812 },
    { name: 'tablet', width: 820, height: 1180 },
    { name: 'laptop', width: 1280, height: 800 },
  ];
  const sections = [
    'Dashboard',
    'Players',
    'Cash-outs',
    'Approvals',
    'Documents',
    'Deposits in review',
    'Contact messages',
    'Content',
    'Settings',
    'Reports',
    'Game maths',
    'Audit',
    'Operators',
  ];
  for (const size of sizes) {
    await adminPage.setViewportSize({ width: size.width, height: size.height });
    for (const section of sections) {
      await open(adminPage, section);
      await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
      await adminPage.waitForLoadState('networkidle');
      await expect(adminPage.getByText(/Loading…/)).toHaveCount(0);
      // The page itself never scrolls sideways; what is wider (the navigation row, a table) scrolls
      // inside its own frame. Names the first element that sticks out of the page, if any.
      const overflow = await adminPage.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const clipped = (element: Element | null): boolean =>
          element !== null &&
          (['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX) ||
            clipped(element.parentElement));
        const wide = [...document.querySelectorAll('body *')].find(
          (element) => element.getBoundingClientRect().right > width + 1 && !clipped(element.parentElement),
        );
        return wide
          ? `${wide.tagName} ${wide.textContent?.slice(0, 40)}`
          : document.documentElement.scrollWidth - width;
      });
      expect([section, size.name, overflow]).toEqual([section, size.name, 0]);
      await adminPage.screenshot({
        path: info.outputPath(`${section.replace(/ /g, '-')}-${size.name}.png`),
        fullPage: true,
      });
    }
  }
});
