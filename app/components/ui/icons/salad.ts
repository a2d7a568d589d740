import * as data from "lucide-react/icons/salad";
import { iconFrom } from "../icon";

export const SaladIcon = /* @__PURE__ */ iconFrom(data);
