import * as data from "lucide-react/icons/clipboard-list";
import { iconFrom } from "../icon";

export const ClipboardListIcon = /* @__PURE__ */ iconFrom(data);
