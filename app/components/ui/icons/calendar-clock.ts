import * as data from "lucide-react/icons/calendar-clock";
import { iconFrom } from "../icon";

export const CalendarClockIcon = /* @__PURE__ */ iconFrom(data);
