import * as data from "lucide-react/icons/skip-forward";
import { iconFrom } from "../icon";

export const SkipForwardIcon = /* @__PURE__ */ iconFrom(data);
