import * as data from "lucide-react/icons/file-text";
import { iconFrom } from "../icon";

export const FileTextIcon = /* @__PURE__ */ iconFrom(data);
