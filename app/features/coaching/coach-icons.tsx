import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { ActivityIcon } from "~/components/ui/icons/activity";
import { BedIcon } from "~/components/ui/icons/bed";
import { CalendarClockIcon } from "~/components/ui/icons/calendar-clock";
import { CalendarXIcon } from "~/components/ui/icons/calendar-x";
import { CircleCheckIcon } from "~/components/ui/icons/circle-check";
import { FootprintsIcon } from "~/components/ui/icons/footprints";
import { HeartPulseIcon } from "~/components/ui/icons/heart-pulse";
import { MailIcon } from "~/components/ui/icons/mail";
import { MoonIcon } from "~/components/ui/icons/moon";
import { RefreshCwIcon } from "~/components/ui/icons/refresh-cw";
import { ShieldAlertIcon } from "~/components/ui/icons/shield-exclamation-point";
import { SparklesIcon } from "~/components/ui/icons/sparkles";
import { TrendingUpIcon } from "~/components/ui/icons/trending-up";
import { ZapOffIcon } from "~/components/ui/icons/zap-off";

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
