import * as data from "lucide-react/icons/rotate-ccw-clock";
import { iconFrom } from "../icon";

export const HistoryIcon = /* @__PURE__ */ iconFrom(data);
