// Where in the asset library a request points: a folder, or (null) the top level.
export const placeQuery = (folderId: string | null) =>
  folderId ? { folderableType: 'ActiveFolder' as const, folderableId: folderId } : {};
export const fileablePlace = (folderId: string | null) =>
  folderId ? { fileableType: 'ActiveFolder' as const, fileableId: folderId } : {};
