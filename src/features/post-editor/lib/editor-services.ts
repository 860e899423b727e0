import { createContext, useContext } from 'react';

export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/** What the block views need from the page: uploads, and a voice for screen readers. */
export interface EditorServices {
  uploadImage: UploadImage;
  /** Says something in the editor's polite live region ('Image moved up: 2 of 5'). */
  announce: (message: string) => void;
}

export const EditorServicesContext = createContext<EditorServices | null>(null);

export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useEditorServices is used outside BlockEditor');
  return services;
}
