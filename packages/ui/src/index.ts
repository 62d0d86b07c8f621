import './css/fonts';

export type { AccordionProps } from './components/Accordion/Accordion';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from './components/Accordion/Accordion';
export type { AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { AlertDialog } from './components/AlertDialog/AlertDialog';
export type { AmountProps, FormatMoneyOptions, MoneyFormat } from './components/Amount/Amount';
export { Amount, amountTones, currencyDigits, currencySymbol, formatMoney } from './components/Amount/Amount';
export type { AmountPickerProps } from './components/AmountPicker/AmountPicker';
export { AmountPicker } from './components/AmountPicker/AmountPicker';
export type { AppShellNavItem, AppShellProps } from './components/AppShell/AppShell';
export { AppShell } from './components/AppShell/AppShell';
export type { ArticleViewProps } from './components/ArticleView/ArticleView';
export { ArticleView, sanitizeArticle } from './components/ArticleView/ArticleView';
export type { BankingMethod, BankingMethodListProps } from './components/BankingMethodList/BankingMethodList';
export { BankingMethodList } from './components/BankingMethodList/BankingMethodList';
export type { Banner, BannerCarouselProps } from './components/BannerCarousel/BannerCarousel';
export { BannerCarousel } from './components/BannerCarousel/BannerCarousel';
export type { BirthdayInputProps } from './components/BirthdayInput/BirthdayInput';
export { BirthdayInput } from './components/BirthdayInput/BirthdayInput';
export type { BreadcrumbProps } from './components/Breadcrumb/Breadcrumb';
export { Breadcrumb } from './components/Breadcrumb/Breadcrumb';
export type { ButtonProps } from './components/Button/Button';
export { Button, buttonSizes, buttonVariants } from './components/Button/Button';
export type { CardFormField, CardFormProps, CardFormValues } from './components/CardForm/CardForm';
export { CardForm, cardFormFields } from './components/CardForm/CardForm';
export type { CardYearPickerProps } from './components/CardYearPicker/CardYearPicker';
export { CardYearPicker, cardYears } from './components/CardYearPicker/CardYearPicker';
export type {
  CashoutMethod,
  CashoutMethodPickerProps,
} from './components/CashoutMethodPicker/CashoutMethodPicker';
export { CashoutMethodPicker } from './components/CashoutMethodPicker/CashoutMethodPicker';
export type { Category, CategorySidebarProps } from './components/CategorySidebar/CategorySidebar';
export { CategorySidebar } from './components/CategorySidebar/CategorySidebar';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CoinOption, CoinPickerProps } from './components/CoinPicker/CoinPicker';
export { CoinPicker } from './components/CoinPicker/CoinPicker';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { ConfirmDialog, confirmTones } from './components/ConfirmDialog/ConfirmDialog';
export type {
  ContactChannel,
  ContactChannelsProps,
  LiveChatEntry,
} from './components/ContactChannels/ContactChannels';
export { ContactChannels, contactChannelKinds } from './components/ContactChannels/ContactChannels';
export type { CopyFieldProps } from './components/CopyField/CopyField';
export { CopyField } from './components/CopyField/CopyField';
export type { CountBadgeProps } from './components/CountBadge/CountBadge';
export { CountBadge } from './components/CountBadge/CountBadge';
export type { CountdownPollProps } from './components/CountdownPoll/CountdownPoll';
export { CountdownPoll } from './components/CountdownPoll/CountdownPoll';
export type { Country, CountryPickerProps } from './components/CountryPicker/CountryPicker';
export { CountryPicker } from './components/CountryPicker/CountryPicker';
export type { CurrencyOption, CurrencyPickerProps } from './components/CurrencyPicker/CurrencyPicker';
export { CurrencyPicker } from './components/CurrencyPicker/CurrencyPicker';
export type { ColumnDef, DataTableProps, SortingState } from './components/DataTable/DataTable';
export { DataTable } from './components/DataTable/DataTable';
export type { DetailItem, DetailListProps } from './components/DetailList/DetailList';
export { DetailList } from './components/DetailList/DetailList';
export type { DialogContentProps } from './components/Dialog/Dialog';
export { Dialog, DialogClose, DialogContent, DialogTrigger, dialogSizes } from './components/Dialog/Dialog';
export type { DigitInputProps } from './components/DigitInput/DigitInput';
export { DigitInput } from './components/DigitInput/DigitInput';
export type { DrawerEntry, DrawerLink, DrawerProps, DrawerSection } from './components/Drawer/Drawer';
export { Drawer, drawerSides } from './components/Drawer/Drawer';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { FeedbackWidgetProps } from './components/FeedbackWidget/FeedbackWidget';
export { FeedbackWidget } from './components/FeedbackWidget/FeedbackWidget';
export type { FileUploadProps } from './components/FileUpload/FileUpload';
export { FileUpload } from './components/FileUpload/FileUpload';
export type { FilterBarProps } from './components/FilterBar/FilterBar';
export { FilterBar } from './components/FilterBar/FilterBar';
export type { FooterLink, FooterProps } from './components/Footer/Footer';
export { Footer } from './components/Footer/Footer';
export type { GameCardPlaceholderProps, GameCardProps, GameVolatility } from './components/GameCard/GameCard';
export { GameCard, GameCardPlaceholder, gameVolatilities } from './components/GameCard/GameCard';
export type { GameGridProps } from './components/GameGrid/GameGrid';
export { GameGrid } from './components/GameGrid/GameGrid';
export type { GameOverlayProps } from './components/GameOverlay/GameOverlay';
export { GameOverlay } from './components/GameOverlay/GameOverlay';
export type { HelpSearchBarProps } from './components/HelpSearchBar/HelpSearchBar';
export { HelpSearchBar } from './components/HelpSearchBar/HelpSearchBar';
export type { HistoryListProps } from './components/HistoryList/HistoryList';
export { HistoryList } from './components/HistoryList/HistoryList';
export type { HistoryRowProps } from './components/HistoryRow/HistoryRow';
export { HistoryRow } from './components/HistoryRow/HistoryRow';
export type { InfiniteListProps } from './components/InfiniteList/InfiniteList';
export { InfiniteList, infiniteListScrollModes } from './components/InfiniteList/InfiniteList';
export type { InviteCell, InviteGridProps } from './components/InviteGrid/InviteGrid';
export { InviteGrid } from './components/InviteGrid/InviteGrid';
export type { KeyFigure, KeyFiguresProps } from './components/KeyFigures/KeyFigures';
export { KeyFigures } from './components/KeyFigures/KeyFigures';
export type { LimitCardProps } from './components/LimitCard/LimitCard';
export { LimitCard } from './components/LimitCard/LimitCard';
export type { LiveChatIconProps } from './components/LiveChatIcon/LiveChatIcon';
export { LiveChatIcon } from './components/LiveChatIcon/LiveChatIcon';
export type { LoadingIndicatorProps } from './components/LoadingIndicator/LoadingIndicator';
export { LoadingIndicator } from './components/LoadingIndicator/LoadingIndicator';
export type { MobilePrefixPickerProps } from './components/MobilePrefixPicker/MobilePrefixPicker';
export { MobilePrefixPicker } from './components/MobilePrefixPicker/MobilePrefixPicker';
export type { MonthPickerProps } from './components/MonthPicker/MonthPicker';
export { MonthPicker, months } from './components/MonthPicker/MonthPicker';
export type { NewsItem, NewsListProps } from './components/NewsList/NewsList';
export { NewsList } from './components/NewsList/NewsList';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type {
  PaymentMethodItem,
  PaymentMethodListProps,
} from './components/PaymentMethodList/PaymentMethodList';
export { PaymentMethodList } from './components/PaymentMethodList/PaymentMethodList';
export type { PaymentPanelField, PaymentPanelProps } from './components/PaymentPanel/PaymentPanel';
export { PaymentPanel } from './components/PaymentPanel/PaymentPanel';
export type { PaymentStatusProps, PaymentStatusTone } from './components/PaymentStatus/PaymentStatus';
export { PaymentStatus, paymentStatusTones } from './components/PaymentStatus/PaymentStatus';
export type { PhoneInputProps } from './components/PhoneInput/PhoneInput';
export { PhoneInput } from './components/PhoneInput/PhoneInput';
export type { PopupProps } from './components/Popup/Popup';
export { Popup } from './components/Popup/Popup';
export type { PromotionCardProps } from './components/PromotionCard/PromotionCard';
export { PromotionCard } from './components/PromotionCard/PromotionCard';
export type { QRCodeProps } from './components/QRCode/QRCode';
export { QRCode } from './components/QRCode/QRCode';
export type { RealityCheckDialogProps } from './components/RealityCheckDialog/RealityCheckDialog';
export { RealityCheckDialog } from './components/RealityCheckDialog/RealityCheckDialog';
export type { PickerProps, SelectOption, SelectProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type { StatementTableProps } from './components/StatementTable/StatementTable';
export { StatementTable } from './components/StatementTable/StatementTable';
export type { StatePickerProps, Subdivision } from './components/StatePicker/StatePicker';
export { StatePicker } from './components/StatePicker/StatePicker';
export type { StatItem, StatListProps } from './components/StatList/StatList';
export { StatList } from './components/StatList/StatList';
export type { StatTileProps } from './components/StatTile/StatTile';
export { StatTile, statTileTones } from './components/StatTile/StatTile';
export type { StatusBadgeProps, StatusBadgeTone } from './components/StatusBadge/StatusBadge';
export {
  documentStatus,
  StatusBadge,
  statusBadgeKinds,
  statusBadgeTones,
  statusTone,
  withdrawStatus,
} from './components/StatusBadge/StatusBadge';
export type { StepperProps } from './components/Stepper/Stepper';
export { Stepper } from './components/Stepper/Stepper';
export type {
  SupportTopic,
  SupportTopicPickerProps,
} from './components/SupportTopicPicker/SupportTopicPicker';
export { SupportTopicPicker, supportTopics } from './components/SupportTopicPicker/SupportTopicPicker';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { TextArea } from './components/TextArea/TextArea';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextField } from './components/TextField/TextField';
export type { ToastApi, ToastProviderProps } from './components/Toast/Toast';
export { ToastProvider, useToast } from './components/Toast/Toast';
export { type ToastOptions, toastTones } from './components/Toast/toastOptions';
export type { TopBarLoggedIn, TopBarLoggedOut, TopBarProps } from './components/TopBar/TopBar';
export { TopBar } from './components/TopBar/TopBar';
export type { VipLevelRow, VipLevelTableProps } from './components/VipLevelTable/VipLevelTable';
export { VipLevelTable } from './components/VipLevelTable/VipLevelTable';
export type { VipPackageItem, VipPackageListProps } from './components/VipPackageList/VipPackageList';
export { VipPackageList } from './components/VipPackageList/VipPackageList';
export type { VipProgressLevel, VipProgressProps } from './components/VipProgress/VipProgress';
export { levelProgress, VipProgress } from './components/VipProgress/VipProgress';
export type {
  WageringContribution,
  WageringContributionTable,
  WageringMeterLabels,
  WageringMeterProps,
} from './components/WageringMeter/WageringMeter';
export {
  WageringMeter,
  wageringMeterVariants,
  wageringProgress,
  wageringRemaining,
} from './components/WageringMeter/WageringMeter';
export type { WinsTickerProps } from './components/WinsTicker/WinsTicker';
export { WinsTicker } from './components/WinsTicker/WinsTicker';
export { base, focusRing, visuallyHidden } from './css/reset.css';
export type { Sprinkles } from './css/sprinkles.css';
export { sprinkles } from './css/sprinkles.css';
export { breakpoints, desktopQuery, reducedMotionQuery } from './themes/breakpoints';
export { darkTheme } from './themes/dark/darkTheme.css';
export { lightTheme } from './themes/light/lightTheme.css';
export { vars } from './themes/vars.css';
