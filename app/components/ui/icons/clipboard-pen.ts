import * as data from "lucide-react/icons/clipboard-pen";
import { iconFrom } from "../icon";

export const ClipboardPenIcon = /* @__PURE__ */ iconFrom(data);
