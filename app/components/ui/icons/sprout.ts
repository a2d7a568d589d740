import * as data from "lucide-react/icons/sprout";
import { iconFrom } from "../icon";

export const SproutIcon = /* @__PURE__ */ iconFrom(data);
