import * as data from "lucide-react/icons/clock";
import { iconFrom } from "../icon";

export const ClockIcon = /* @__PURE__ */ iconFrom(data);
