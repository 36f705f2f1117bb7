// @brokerage/shared/ui: the shell every site runs in (contracts.md "Shared UI").
export { startSite, type StartedSite, type StartSiteOptions } from './start/startSite';
export type { SiteDefinition, SiteTextLoaders } from './start/siteApp';
export {
  createSiteRoutes,
  routerPaths,
  type PageModule,
  type Preload,
  type PreloadContext,
  type SitePage,
  type SiteRoutesOptions,
} from './start/createSiteRoutes';
export { SiteProviders, type SiteProvidersProps } from './start/SiteProviders';
export { createBaseStores, type CreateBaseStoresOptions } from './start/createStores';

export { StoresContext, useStores } from './stores/StoresContext';
export { linkLayoutToRecruitMode, type BaseStores } from './stores/RootStore';
export {
  SystemStore,
  DEFAULT_HOTLINE,
  SETTINGS_WAIT_MS,
  type SystemContentApi,
  type SystemStoreOptions,
} from './stores/SystemStore';
export {
  UiStore,
  LANGUAGE_NOTICE_MS,
  type LayoutKind,
  type NotificationOptions,
} from './stores/UiStore';
export {
  CustomerAuthStore,
  windowBrowser,
  type AuthBrowser,
  type CustomerAuthStoreOptions,
  type LoginError,
  type LoginResult,
  type SsoCompletion,
  type SsoFailureReason,
  type SsoStartError,
} from './stores/CustomerAuthStore';
export {
  FormSubmitStore,
  type FormSubmitFailure,
  type RecaptchaGuarded,
  type FormSubmitStoreOptions,
} from './stores/FormSubmitStore';
export {
  NewsletterStore,
  type NewsletterOutcome,
  type NewsletterStoreOptions,
} from './stores/NewsletterStore';
export {
  ResourceStore,
  type ResourceLoader,
  type ResourceLoadOptions,
} from './stores/ResourceStore';
export {
  StaticPageStore,
  type StaticPageLoader,
  type StaticPageStoreOptions,
} from './stores/StaticPageStore';

export {
  createRecaptcha,
  RECAPTCHA_SCRIPT_URL,
  RECAPTCHA_TIMEOUT_MS,
  type Recaptcha,
  type RecaptchaAction,
  type RecaptchaSiteKeySource,
} from './recaptcha/recaptcha';

export { useLayout } from './hooks/useLayout';
export { usePageMatch } from './hooks/usePageMatch';
export { usePageTranslations } from './hooks/usePageTranslations';
export { useLanguageSwitch } from './hooks/useLanguageSwitch';
export { useStaticPage } from './hooks/useStaticPage';
export { useGoToPath, type GoToOptions } from './hooks/useGoToPath';
export { useSchemaForm } from './forms/useSchemaForm';
export { useFieldErrorText, type FieldLimits } from './forms/useFieldErrorText';

export { SiteShell, MAIN_CONTENT_ID } from './layouts/SiteShell/SiteShell';
export { ShellContext, type ShellSlots } from './layouts/ShellContext';
export { Header, type HeaderVariant } from './components/Header/Header';
export { Footer } from './components/Footer/Footer';
export { AccountMenu, TradingAction } from './components/AccountMenu/AccountMenu';
export { LoginModal, loginErrorText } from './components/LoginModal/LoginModal';
export { TokenExpiredModal } from './components/TokenExpiredModal/TokenExpiredModal';
export { NewsletterSignup } from './components/NewsletterSignup/NewsletterSignup';
export { Logo } from './components/Logo/Logo';
export { SearchForm, type SearchFormProps } from './components/SearchForm/SearchForm';
export { HeaderSearch } from './components/HeaderSearch/HeaderSearch';
export { LanguageSwitch } from './components/LanguageSwitch/LanguageSwitch';
export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
} from './components/LoadingOverlay/LoadingOverlay';
export { ErrorPage, type ErrorPageProps, type ErrorStatus } from './components/ErrorPage/ErrorPage';
export { PageHead, type PageHeadProps } from './components/PageHead/PageHead';
export { RichContent, type RichContentProps } from './components/RichContent/RichContent';
export { PageBlocks, type PageBlocksProps } from './components/PageBlocks/PageBlocks';
export { PageIntro, type PageIntroProps } from './components/PageIntro/PageIntro';
export { IntroPage, type IntroPageProps } from './components/IntroPage/IntroPage';
export {
  CmsPageTemplate,
  type BreadcrumbLink,
  type CmsPageTemplateProps,
} from './components/CmsPageTemplate/CmsPageTemplate';
export { parseHtml, sanitizeHtml, serializeHtml, type HtmlNode } from './components/RichContent/sanitizeHtml';
export { ShareModal, COPIED_MS, type ShareModalProps } from './components/ShareModal/ShareModal';
export { ShareButton, type ShareButtonProps } from './components/ShareModal/ShareButton';
export { shareLinks, type ShareLink, type ShareTarget } from './components/ShareModal/shareLinks';
export {
  NotificationModal,
  NotificationHost,
  type NotificationModalProps,
} from './components/NotificationModal/NotificationModal';
export { ChatWidget, CHAT_CONTAINER_ID } from './components/ChatWidget/ChatWidget';
export { CHAT_DELAY_MS, CHAT_SIZES, type ChatState } from './components/ChatWidget/chatWidget';
export { MenuIcon } from './components/MenuIcon/MenuIcon';
export { menuIcon } from './icons/menuIcons';

export { theme, colorSchemeManager, MODAL_TRANSITION_MS } from './theme/theme';
export { default as logoUrl } from './assets/logo.svg';
export * from './loadError';
export { fallbackPdfName, fallbackReportFileName, saveFile } from './files/saveFile';
export * from './reports/ReportDownloadStore';
export * from './reports/reportColors';
export { preloadable, type PreloadableComponent } from './lazyComponent';
