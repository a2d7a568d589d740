import * as data from "lucide-react/icons/calendar-plus";
import { iconFrom } from "../icon";

export const CalendarPlusIcon = /* @__PURE__ */ iconFrom(data);
