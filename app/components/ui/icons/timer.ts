import * as data from "lucide-react/icons/timer";
import { iconFrom } from "../icon";

export const TimerIcon = /* @__PURE__ */ iconFrom(data);
