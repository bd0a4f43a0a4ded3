import type { FluentIcon } from '@fluentui/react-icons';
import {
  ArrowTrendingLines20Regular,
  Board20Regular,
  Building20Regular,
  Call20Regular,
  Chat20Regular,
  ContactCard20Regular,
  DataBarVertical20Regular,
  DocumentBulletList20Regular,
  DocumentText20Regular,
  Drop20Regular,
  Fire20Regular,
  Flash20Regular,
  Gauge20Regular,
  Home20Regular,
  Info20Regular,
  Lightbulb20Regular,
  Link20Regular,
  Location20Regular,
  Mail20Regular,
  Map20Regular,
  Money20Regular,
  Note20Regular,
  People20Regular,
  PersonAdd20Regular,
  QuestionCircle20Regular,
  Receipt20Regular,
  Search20Regular,
  Settings20Regular,
  Shield20Regular,
} from '@fluentui/react-icons';

/**
 * The icon names instance.json may use for menu entries. A fixed list, so the bundle holds only these
 * icons; an unknown name shows no icon.
 */
const ICONS: Record<string, FluentIcon> = {
  home: Home20Regular,
  chart: DataBarVertical20Regular,
  trend: ArrowTrendingLines20Regular,
  heat: Fire20Regular,
  electricity: Flash20Regular,
  water: Drop20Regular,
  building: Building20Regular,
  document: DocumentText20Regular,
  contract: DocumentBulletList20Regular,
  receipt: Receipt20Regular,
  note: Note20Regular,
  meter: Gauge20Regular,
  shield: Shield20Regular,
  map: Map20Regular,
  dashboard: Board20Regular,
  people: People20Regular,
  personAdd: PersonAdd20Regular,
  search: Search20Regular,
  location: Location20Regular,
  info: Info20Regular,
  question: QuestionCircle20Regular,
  mail: Mail20Regular,
  phone: Call20Regular,
  chat: Chat20Regular,
  contact: ContactCard20Regular,
  tips: Lightbulb20Regular,
  money: Money20Regular,
  link: Link20Regular,
  settings: Settings20Regular,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}

export const MENU_ICON_NAMES = Object.keys(ICONS);
