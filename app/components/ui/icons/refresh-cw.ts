import * as data from "lucide-react/icons/refresh-cw";
import { iconFrom } from "../icon";

export const RefreshCwIcon = /* @__PURE__ */ iconFrom(data);
