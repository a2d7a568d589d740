import * as data from "lucide-react/icons/circle-exclamation-point";
import { iconFrom } from "../icon";

export const CircleAlertIcon = /* @__PURE__ */ iconFrom(data);
