import * as data from "lucide-react/icons/chevron-down";
import { iconFrom } from "../icon";

export const ChevronDownIcon = /* @__PURE__ */ iconFrom(data);
