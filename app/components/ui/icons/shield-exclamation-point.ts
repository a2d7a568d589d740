import * as data from "lucide-react/icons/shield-exclamation-point";
import { iconFrom } from "../icon";

export const ShieldAlertIcon = /* @__PURE__ */ iconFrom(data);
