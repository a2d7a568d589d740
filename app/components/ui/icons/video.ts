import * as data from "lucide-react/icons/video";
import { iconFrom } from "../icon";

export const VideoIcon = /* @__PURE__ */ iconFrom(data);
