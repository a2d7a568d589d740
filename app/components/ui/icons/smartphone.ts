import * as data from "lucide-react/icons/smartphone";
import { iconFrom } from "../icon";

export const SmartphoneIcon = /* @__PURE__ */ iconFrom(data);
