import * as data from "lucide-react/icons/shield-check";
import { iconFrom } from "../icon";

export const ShieldCheckIcon = /* @__PURE__ */ iconFrom(data);
