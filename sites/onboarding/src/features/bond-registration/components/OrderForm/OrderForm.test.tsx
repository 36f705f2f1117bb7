import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { bondStoreOn, fixtureProduct, okReply, renderBond } from '../../testing/bondFixtures';
import { OrderForm } from './OrderForm';

describe('OrderForm', () => {
  it('prices the order live, and puts a translated message on the field that is wrong', async () => {
    const user = userEvent.setup();
    const product = fixtureProduct();
    const { store } = bondStoreOn(() => okReply(product));
    await store.loadProduct(product.code);
    const onContinue = vi.fn();
    renderBond(<OrderForm store={store} locale="vi" onContinue={onContinue} />);

    const figures = screen.getByRole('region', { name: 'Giá trị giao dịch dự kiến' });
    const price = `${formatNumber(product.today.buyPriceVnd, 'vi', { decimals: 0 })} ₫`;
    expect(within(figures).getAllByText(price).length).toBeGreaterThan(0);
    within(figures).getByText(/số ngày thực tế\/365/);
    within(figures).getByRole('table', { name: 'Dòng tiền dự kiến' });

    const quantity = screen.getByRole('textbox', { name: /Số lượng đăng ký/ });
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(await screen.findByText('Số lượng tối thiểu là 10 trái phiếu.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(quantity);

    await user.clear(quantity);
    await user.type(quantity, '600');
    screen.getByText('Chỉ còn 500 trái phiếu.');

    await user.clear(quantity);
    await user.type(quantity, '20');
    const date = screen.getByLabelText(/Ngày đăng ký/);
    await user.clear(date);
    await user.type(date, '2026-12-05');
    screen.getByText(/Ngày này thị trường nghỉ/);
    await user.clear(date);
    await user.type(date, '2026-12-01');

    await user.click(screen.getByRole('radio', { name: 'Linh hoạt (bán lại trước hạn)' }));
    const period = screen.getByRole('combobox', { name: /Kỳ hạn nắm giữ/ });
    await user.selectOptions(period, '6');
    screen.getByText('Ngày bán dự kiến: 03/06/2027');
    screen.getByText(/Giá bán lại dự kiến tính theo lợi suất mua lại hôm nay/);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('says so in English, with English number formats', async () => {
    const product = fixtureProduct();
    const { store } = bondStoreOn(() => okReply(product));
    await store.loadProduct(product.code);
    store.setQuantity(1200);
    renderBond(<OrderForm store={store} locale="en" onContinue={() => {}} />, '/en/register-bond-trading');
    screen.getByText('Only 500 bonds are left.');
    screen.getByRole('radio', { name: 'Hold to maturity' });
    screen.getByText(/Fill in a valid order/);
  });
});
