import * as data from "lucide-react/icons/calendar-x";
import { iconFrom } from "../icon";

export const CalendarXIcon = /* @__PURE__ */ iconFrom(data);
