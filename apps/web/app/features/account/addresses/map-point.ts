/** A point on the address map: the pin, the map's centre or the device's position. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}
