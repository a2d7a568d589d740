import * as data from "lucide-react/icons/crown";
import { iconFrom } from "../icon";

export const CrownIcon = /* @__PURE__ */ iconFrom(data);
