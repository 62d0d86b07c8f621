export declare function precompressDir(dir: string): Promise<void>;
export declare function precompressPlugin(name: string): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): Promise<void>;
};
