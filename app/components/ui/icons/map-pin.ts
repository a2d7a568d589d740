import * as data from "lucide-react/icons/map-pin";
import { iconFrom } from "../icon";

export const MapPinIcon = /* @__PURE__ */ iconFrom(data);
