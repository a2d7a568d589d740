import * as data from "lucide-react/icons/calendar-days";
import { iconFrom } from "../icon";

export const CalendarDaysIcon = /* @__PURE__ */ iconFrom(data);
