import * as data from "lucide-react/icons/mountain";
import { iconFrom } from "../icon";

export const MountainIcon = /* @__PURE__ */ iconFrom(data);
