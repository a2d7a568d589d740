import {
  ActivityIcon,
  BedIcon,
  CalendarClockIcon,
  CalendarXIcon,
  CircleCheckIcon,
  FootprintsIcon,
  HeartPulseIcon,
  MailIcon,
  MoonIcon,
  RefreshCwIcon,
  ShieldAlertIcon,
  SparklesIcon,
  TrendingUpIcon,
  ZapOffIcon,
} from "lucide-react";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";

// The icons the coach's lists repeat on every row (attention badges, check-in flags, unread
// mail), drawn once by the coach area's layout and shown by name.

const COACH_ICONS = {
  activity: ActivityIcon,
  bed: BedIcon,
  "calendar-clock": CalendarClockIcon,
  "calendar-x": CalendarXIcon,
  "circle-check": CircleCheckIcon,
  footprints: FootprintsIcon,
  "heart-pulse": HeartPulseIcon,
  mail: MailIcon,
  moon: MoonIcon,
  "refresh-cw": RefreshCwIcon,
  "shield-alert": ShieldAlertIcon,
  sparkles: SparklesIcon,
  "trending-up": TrendingUpIcon,
  "zap-off": ZapOffIcon,
} as const;

export type CoachIconName = keyof typeof COACH_ICONS;

const PREFIX = "coach-icon";

/** Rendered once, by the coach area's layout: every page under /coach can use `CoachIcon`. */
export function CoachIconSprite() {
  return <IconSprite prefix={PREFIX} icons={COACH_ICONS} />;
}

export function CoachIcon({ name, className }: { name: CoachIconName; className?: string }) {
  return <SpriteIcon href={`${PREFIX}-${name}`} className={className} />;
}
