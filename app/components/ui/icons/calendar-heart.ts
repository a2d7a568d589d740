import * as data from "lucide-react/icons/calendar-heart";
import { iconFrom } from "../icon";

export const CalendarHeartIcon = /* @__PURE__ */ iconFrom(data);
