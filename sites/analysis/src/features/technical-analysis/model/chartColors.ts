/**
 * Colours of the chart's canvas per colour scheme. Up and down are the Vietnamese board's green
 * and red; the lines are distinct from both and from each other in light and dark.
 */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  volumeUp: string;
  volumeDown: string;
  ma: string;
  ema: string;
  bollinger: string;
  rsi: string;
  macd: string;
  macdSignal: string;
}

export const CHART_COLORS: Record<'light' | 'dark', ChartColors> = {
  light: {
    background: '#ffffff',
    text: '#212529',
    grid: '#eef0f2',
    border: '#ced4da',
    up: '#0b8a3e',
    down: '#d6312b',
    volumeUp: 'rgba(11, 138, 62, 0.45)',
    volumeDown: 'rgba(214, 49, 43, 0.45)',
    ma: '#e67700',
    ema: '#6741d9',
    bollinger: '#1971c2',
    rsi: '#9c36b5',
    macd: '#1971c2',
    macdSignal: '#e67700',
  },
  dark: {
    background: '#242424',
    text: '#c9c9c9',
    grid: '#303030',
    border: '#424242',
    up: '#2fb344',
    down: '#f0524b',
    volumeUp: 'rgba(47, 179, 68, 0.45)',
    volumeDown: 'rgba(240, 82, 75, 0.45)',
    ma: '#fcc419',
    ema: '#b197fc',
    bollinger: '#74c0fc',
    rsi: '#e599f7',
    macd: '#74c0fc',
    macdSignal: '#ffa94d',
  },
};
