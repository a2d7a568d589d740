import * as data from "lucide-react/icons/zap-off";
import { iconFrom } from "../icon";

export const ZapOffIcon = /* @__PURE__ */ iconFrom(data);
