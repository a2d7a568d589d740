import * as data from "lucide-react/icons/footprints";
import { iconFrom } from "../icon";

export const FootprintsIcon = /* @__PURE__ */ iconFrom(data);
