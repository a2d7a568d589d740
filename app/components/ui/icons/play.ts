import * as data from "lucide-react/icons/play";
import { iconFrom } from "../icon";

export const PlayIcon = /* @__PURE__ */ iconFrom(data);
