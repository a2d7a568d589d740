import * as data from "lucide-react/icons/a-large-small";
import { iconFrom } from "../icon";

export const ALargeSmallIcon = /* @__PURE__ */ iconFrom(data);
