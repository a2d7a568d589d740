import * as data from "lucide-react/icons/download";
import { iconFrom } from "../icon";

export const DownloadIcon = /* @__PURE__ */ iconFrom(data);
