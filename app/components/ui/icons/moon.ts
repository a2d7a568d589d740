import * as data from "lucide-react/icons/moon";
import { iconFrom } from "../icon";

export const MoonIcon = /* @__PURE__ */ iconFrom(data);
