import {
  IconAward,
  IconBell,
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconBulb,
  IconCalendar,
  IconCalendarEvent,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconChartCandle,
  IconChartDots,
  IconChartLine,
  IconChartPie,
  IconCircleCheck,
  IconCoin,
  IconCoins,
  IconCurrencyDong,
  IconDeviceDesktopAnalytics,
  IconDeviceMobile,
  IconDownload,
  IconExternalLink,
  IconFileAnalytics,
  IconFileText,
  IconGift,
  IconHeadset,
  IconHelpCircle,
  IconHome,
  IconId,
  IconIdBadge2,
  IconInfoCircle,
  IconKey,
  IconLifebuoy,
  IconLock,
  IconMail,
  IconMapPin,
  IconMessage2Code,
  IconMessages,
  IconNews,
  IconNotebook,
  IconPercentage,
  IconPhone,
  IconPlayerPlay,
  IconReceipt,
  IconReport,
  IconReportAnalytics,
  IconRocket,
  IconScale,
  IconScanEye,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconSitemap,
  IconSpeakerphone,
  IconStar,
  IconTarget,
  IconTrendingUp,
  IconUser,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconVideo,
  IconWallet,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { type IconName, isIconName } from '../../validation/icons';

/**
 * Menu and block `icon` names (Tabler's kebab-case names, spec §3) to components. An explicit
 * list keeps the bundle to these few icons instead of all six thousand; keyed by `IconName`, so
 * the names the API may send and the components here cannot drift apart.
 */
const MENU_ICONS: Record<IconName, Icon> = {
  award: IconAward,
  bell: IconBell,
  book: IconBook,
  briefcase: IconBriefcase,
  building: IconBuilding,
  'building-bank': IconBuildingBank,
  'building-skyscraper': IconBuildingSkyscraper,
  'building-store': IconBuildingStore,
  bulb: IconBulb,
  calendar: IconCalendar,
  'calendar-event': IconCalendarEvent,
  cash: IconCash,
  certificate: IconCertificate,
  'chart-bar': IconChartBar,
  'chart-candle': IconChartCandle,
  'chart-dots': IconChartDots,
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  'circle-check': IconCircleCheck,
  coin: IconCoin,
  coins: IconCoins,
  'currency-dong': IconCurrencyDong,
  'device-desktop-analytics': IconDeviceDesktopAnalytics,
  'device-mobile': IconDeviceMobile,
  download: IconDownload,
  'external-link': IconExternalLink,
  'file-analytics': IconFileAnalytics,
  'file-text': IconFileText,
  gift: IconGift,
  headset: IconHeadset,
  'help-circle': IconHelpCircle,
  home: IconHome,
  id: IconId,
  'id-badge-2': IconIdBadge2,
  'info-circle': IconInfoCircle,
  key: IconKey,
  lifebuoy: IconLifebuoy,
  lock: IconLock,
  mail: IconMail,
  'map-pin': IconMapPin,
  'message-2-code': IconMessage2Code,
  messages: IconMessages,
  news: IconNews,
  notebook: IconNotebook,
  percentage: IconPercentage,
  phone: IconPhone,
  'player-play': IconPlayerPlay,
  receipt: IconReceipt,
  report: IconReport,
  'report-analytics': IconReportAnalytics,
  rocket: IconRocket,
  scale: IconScale,
  'scan-eye': IconScanEye,
  school: IconSchool,
  search: IconSearch,
  settings: IconSettings,
  'shield-check': IconShieldCheck,
  sitemap: IconSitemap,
  speakerphone: IconSpeakerphone,
  star: IconStar,
  target: IconTarget,
  'trending-up': IconTrendingUp,
  user: IconUser,
  'user-circle': IconUserCircle,
  'user-plus': IconUserPlus,
  users: IconUsers,
  video: IconVideo,
  wallet: IconWallet,
  world: IconWorld,
};

/**
 * Accepts "chart-line", "ChartLine", "IconChartLine" and "ti ti-chart-line" alike. Tabler's
 * component names run digits into words ("IdBadge2", "Message2Code"); its kebab names set them
 * apart ("id-badge-2", "message-2-code").
 */
export function normalizeIconName(name: string): string {
  const bare = name
    .trim()
    .replace(/^ti\s+ti-/, '')
    .replace(/^Icon(?=[A-Z0-9])/, '');
  if (!/[A-Z]/.test(bare)) return bare;
  return bare
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/** The component for a menu or block icon name; null for a missing or unsupported one. */
export function menuIcon(name: string | null | undefined): Icon | null {
  if (!name) return null;
  const normalized = normalizeIconName(name);
  return isIconName(normalized) ? MENU_ICONS[normalized] : null;
}
