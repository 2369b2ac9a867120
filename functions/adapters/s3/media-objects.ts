/** The media bucket's key of a public variant path: /media-files/<id>/... is stored as media-files/<id>/... */
export function mediaObjectKey(publicPath: string): string {
  return publicPath.replace(/^\//, '');
}
