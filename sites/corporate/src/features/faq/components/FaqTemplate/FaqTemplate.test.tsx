import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { item, ref } from '../../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../../lib/catalog/testing/renderPage';
import { FaqStore } from '../../stores/FaqStore';
import { FaqListTemplate } from '../FaqListTemplate/FaqListTemplate';
import { FaqTemplate } from './FaqTemplate';

const account = item('faq_category', { id: 1, slug: 'mo-tai-khoan', enSlug: 'account-opening', title: 'Mở tài khoản' });
const trading = item('faq_category', { id: 2, slug: 'giao-dich', enSlug: 'trading', title: 'Giao dịch' });
const faqs = [
  item('faq', {
    id: 11,
    title: 'Làm thế nào để mở tài khoản trực tuyến?',
    summary: '<p>Quý khách mở tài khoản bằng <strong>eKYC</strong> trong 5 phút.</p>',
    category: ref(account),
  }),
  item('faq', { id: 12, title: 'Cần giấy tờ gì khi mở tài khoản?', summary: 'Căn cước công dân còn hiệu lực.', category: ref(account) }),
  item('faq', { id: 21, title: 'Thời gian giao dịch trên HOSE?', summary: 'Từ 9:00 đến 14:45.', category: ref(trading) }),
  item('faq', { id: 22, title: 'Phí giao dịch là bao nhiêu?', summary: 'Phí môi giới từ 0,15% giá trị lệnh.', category: ref(trading) }),
];

function setup(template: 'tabs' | 'list', path = '/cau-hoi-thuong-gap', slugs?: { vi: string; en: string }) {
  const client = fakeContentClient({ 'faq-categories': [account, trading], faqs });
  const store = new FaqStore(client);
  const page = fixturePage({
    templateCode: template === 'tabs' ? 'KHCN_FAQ' : 'KHCN_FAQ_1',
    title: 'Câu hỏi thường gặp',
    content: '<p>Giải đáp nhanh các thắc mắc.</p>',
    blocks: [],
    ...(slugs
      ? {
          translations: [
            { locale: 'vi', slug: slugs.vi },
            { locale: 'en', slug: slugs.en },
          ],
        }
      : {}),
  });
  const Template = template === 'tabs' ? FaqTemplate : FaqListTemplate;
  const view = renderPage(<Template page={page} />, { path, stores: { faq: store } });
  return { ...view, client, store };
}

describe('FaqTemplate (KHCN_FAQ)', () => {
  it('shows the page text, one tab per category and the questions of the first tab', async () => {
    setup('tabs');
    screen.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' });
    screen.getByText('Giải đáp nhanh các thắc mắc.');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mở tài khoản', 'Giao dịch']);
    screen.getByRole('button', { name: 'Làm thế nào để mở tài khoản trực tuyến?' });
    expect(screen.queryByRole('button', { name: 'Thời gian giao dịch trên HOSE?' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Giao dịch' }));
    await screen.findByRole('button', { name: 'Thời gian giao dịch trên HOSE?' });
  });

  it('opens an answer rendered from its HTML', async () => {
    setup('tabs');
    const question = await screen.findByRole('button', { name: 'Làm thế nào để mở tài khoản trực tuyến?' });
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByText('eKYC')).tagName).toBe('STRONG');
  });

  it('filters questions typed without diacritics, and counts the matches per tab', async () => {
    setup('tabs');
    const box = await screen.findByRole('searchbox', { name: 'Tìm câu hỏi' });
    fireEvent.change(box, { target: { value: 'giay to mo tai khoan' } });
    expect(screen.getByRole('status').textContent).toBe('Số câu hỏi phù hợp: 1');
    screen.getByRole('button', { name: 'Cần giấy tờ gì khi mở tài khoản?' });
    expect(screen.queryByRole('button', { name: 'Làm thế nào để mở tài khoản trực tuyến?' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mở tài khoản (1)', 'Giao dịch (0)']);

    fireEvent.change(box, { target: { value: 'PHÍ GIAO DỊCH' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Giao dịch (1)' }));
    await screen.findByRole('button', { name: 'Phí giao dịch là bao nhiêu?' });
  });

  it('says so when nothing matches, and Escape clears the box', async () => {
    setup('tabs');
    const box = await screen.findByRole('searchbox', { name: 'Tìm câu hỏi' });
    fireEvent.change(box, { target: { value: 'trai phieu' } });
    screen.getByText(/Không có câu hỏi nào phù hợp/);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    screen.getByRole('button', { name: 'Làm thế nào để mở tài khoản trực tuyến?' });
  });

  it('asks for every FAQ in the language of the path', async () => {
    const { client } = setup('tabs', '/en/faq');
    await screen.findAllByRole('tab');
    expect(client.requests.map((r) => [r.url, r.params.locale])).toEqual([
      ['faq-categories', 'en'],
      ['faqs', 'en'],
    ]);
  });
});

describe('FaqListTemplate (KHCN_FAQ_1)', () => {
  it('lists the category whose slug the page slug contains', async () => {
    setup('list', '/cau-hoi-ve-mo-tai-khoan', { vi: 'cau-hoi-ve-mo-tai-khoan', en: 'account-opening-questions' });
    await screen.findByRole('heading', { level: 2, name: 'Mở tài khoản' });
    screen.getByRole('button', { name: 'Cần giấy tờ gì khi mở tài khoản?' });
    expect(screen.queryByRole('button', { name: 'Phí giao dịch là bao nhiêu?' })).toBeNull();
  });

  it('lists every question with its category when the page names none, and filters them', async () => {
    setup('list', '/hoi-dap', { vi: 'hoi-dap', en: 'questions' });
    const list = await screen.findByRole('heading', { level: 2, name: 'Câu hỏi thường gặp' });
    const section = list.closest('section') as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('button', { expanded: false })).toHaveLength(4));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'hose' } });
    expect(within(section).getAllByRole('button', { expanded: false })).toHaveLength(1);
    within(section).getByText('Giao dịch');
  });

  it('takes ?category= over the page slug', async () => {
    setup('list', '/cau-hoi-ve-mo-tai-khoan?category=giao-dich', { vi: 'cau-hoi-ve-mo-tai-khoan', en: 'x' });
    await screen.findByRole('heading', { level: 2, name: 'Giao dịch' });
  });
});
