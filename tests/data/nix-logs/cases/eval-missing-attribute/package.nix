{ }:

let
  pkgs = { zlib = "/nix/store/zlib"; openssl = "/nix/store/openssl"; };
in
derivation {
  name = "foo-1.0";
  system = builtins.currentSystem;
  builder = "/bin/sh";
  args = [ "-c" "echo done > $out" ];
  buildInputs = [ pkgs.zlib pkgs.libpng ];
}
