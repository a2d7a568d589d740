import * as data from "lucide-react/icons/calendar-check";
import { iconFrom } from "../icon";

export const CalendarCheckIcon = /* @__PURE__ */ iconFrom(data);
