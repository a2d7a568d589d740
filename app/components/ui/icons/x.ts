import * as data from "lucide-react/icons/x";
import { iconFrom } from "../icon";

export const XIcon = /* @__PURE__ */ iconFrom(data);
