import { agmDeadlines, resultsDeadlines } from './deadlines';

describe('resultsDeadlines (Circular 96/2020 Article 14)', () => {
  it('gives a whole year’s six deadlines, counted in calendar days from each period’s end', () => {
    expect(resultsDeadlines('2027-01-01', '2027-12-31')).toEqual([
      { fiscalYear: 2026, period: 'q4', date: '2027-01-20' },
      { fiscalYear: 2026, period: 'fy', date: '2027-03-31' },
      { fiscalYear: 2027, period: 'q1', date: '2027-04-20' },
      { fiscalYear: 2027, period: 'q2', date: '2027-07-20' },
      { fiscalYear: 2027, period: 'h1', date: '2027-08-14' },
      { fiscalYear: 2027, period: 'q3', date: '2027-10-20' },
    ]);
  });

  it('counts the leap day: 90 days after 31/12/2027 is 30/03/2028', () => {
    expect(resultsDeadlines('2028-03-01', '2028-03-31')).toEqual([
      { fiscalYear: 2027, period: 'fy', date: '2028-03-30' },
    ]);
  });

  it('keeps both ends of the range and nothing outside it', () => {
    expect(resultsDeadlines('2026-10-20', '2027-01-20').map((d) => d.date)).toEqual([
      '2026-10-20',
      '2027-01-20',
    ]);
    expect(resultsDeadlines('2026-10-21', '2027-01-19')).toEqual([]);
  });
});

describe('agmDeadlines (Law on Enterprises 2020 Article 139)', () => {
  it('is 30 April, four months after a 31 December year end, once a year in range', () => {
    expect(agmDeadlines('2026-12-01', '2027-11-30')).toEqual([
      { meetingYear: 2027, date: '2027-04-30' },
    ]);
    expect(agmDeadlines('2026-01-01', '2028-12-31').map((d) => d.date)).toEqual([
      '2026-04-30',
      '2027-04-30',
      '2028-04-30',
    ]);
    expect(agmDeadlines('2027-05-01', '2028-04-29')).toEqual([]);
  });
});
