import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Link, SiteContext } from './Link';
import type { SiteId } from './routes';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderIn(site: SiteId, path: string, ui: ReactNode) {
  return render(
    <SiteContext value={site}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SiteContext>,
  );
}

// A click the router did not take would make jsdom attempt a real navigation; record whether
// the default was prevented and stop it here.
let defaultPrevented: boolean[] = [];
const recordClick = (event: MouseEvent) => {
  defaultPrevented.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  defaultPrevented = [];
  window.addEventListener('click', recordClick);
});
afterEach(() => window.removeEventListener('click', recordClick));

describe('Link', () => {
  it('is a router link for a page of the same site', () => {
    renderIn('corporate', '/', <Link href="/lien-he">Liên hệ</Link>);
    const link = screen.getByRole('link', { name: 'Liên hệ' });
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(defaultPrevented).toEqual([true]);
    expect(screen.getByTestId('where').textContent).toBe('/lien-he');
  });

  it('builds the URL of a route in the current language', () => {
    renderIn('analysis', '/en/analysis-center', <Link route="analysisCenter" options={{ subPage: 'stockInformation', query: { stock_symbol: 'FPT' } }}>FPT</Link>);
    const link = screen.getByRole('link', { name: 'FPT' });
    expect(link.getAttribute('href')).toBe('/en/analysis-center/stock-information?stock_symbol=FPT');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/en/analysis-center/stock-information?stock_symbol=FPT');
  });

  it('is a plain anchor (full page load) for a page of another site', () => {
    renderIn('corporate', '/', <Link route="recruitment">Tuyển dụng</Link>);
    const link = screen.getByRole('link', { name: 'Tuyển dụng' });
    expect(link.getAttribute('href')).toBe('/tuyen-dung');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(defaultPrevented).toEqual([false]);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('opens stored files in a new tab', () => {
    renderIn('corporate', '/', <Link href="/api/v1/files/bao-cao-2025.pdf">PDF</Link>);
    const link = screen.getByRole('link', { name: 'PDF' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('opens other origins in a new tab without opener or referrer, unless told otherwise', () => {
    renderIn(
      'corporate',
      '/',
      <>
        <Link href="https://www.hsx.vn">HOSE</Link>
        <Link href="https://www.hnx.vn" target="_self">HNX</Link>
        <Link href="tel:1900989999">Tổng đài</Link>
      </>,
    );
    const hose = screen.getByRole('link', { name: 'HOSE' });
    expect(hose.getAttribute('target')).toBe('_blank');
    expect(hose.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'HNX' }).getAttribute('target')).toBe('_self');
    const tel = screen.getByRole('link', { name: 'Tổng đài' });
    expect(tel.getAttribute('target')).toBeNull();
    expect(tel.getAttribute('href')).toBe('tel:1900989999');
  });

  it('treats a full URL of this origin as a path', () => {
    renderIn('corporate', '/', <Link href={`${window.location.origin}/bieu-phi`}>Biểu phí</Link>);
    const link = screen.getByRole('link', { name: 'Biểu phí' });
    expect(link.getAttribute('href')).toBe('/bieu-phi');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/bieu-phi');
  });

  it('renders a plain anchor outside any router', () => {
    render(<Link href="/lien-he">Liên hệ</Link>);
    expect(screen.getByRole('link', { name: 'Liên hệ' }).getAttribute('href')).toBe('/lien-he');
  });
});
