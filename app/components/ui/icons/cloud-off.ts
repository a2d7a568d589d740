import * as data from "lucide-react/icons/cloud-off";
import { iconFrom } from "../icon";

export const CloudOffIcon = /* @__PURE__ */ iconFrom(data);
