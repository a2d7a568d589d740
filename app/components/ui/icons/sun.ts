import * as data from "lucide-react/icons/sun";
import { iconFrom } from "../icon";

export const SunIcon = /* @__PURE__ */ iconFrom(data);
