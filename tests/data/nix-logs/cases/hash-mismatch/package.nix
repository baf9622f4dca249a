# A fixed-output derivation whose declared hash is wrong (the usual placeholder, 32 zero
# bytes): the builder writes a file, and Nix reports the hash it got.
{ }:

derivation {
  name = "foo-1.0.zip";
  system = builtins.currentSystem;
  builder = "/bin/sh";
  args = [ "-c" "echo 'downloading foo-1.0.zip'; echo 'PK not really a zip' > $out" ];
  outputHashMode = "flat";
  outputHashAlgo = "sha256";
  outputHash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
}
