/** Hands the browser `contents` as a file named `name` to save (a CSV, the review list): nothing goes to the server. */
export function downloadFile(contents: string, type: string, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([contents], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
