import * as data from "lucide-react/icons/heart-pulse";
import { iconFrom } from "../icon";

export const HeartPulseIcon = /* @__PURE__ */ iconFrom(data);
