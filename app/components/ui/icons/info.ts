import * as data from "lucide-react/icons/info";
import { iconFrom } from "../icon";

export const InfoIcon = /* @__PURE__ */ iconFrom(data);
