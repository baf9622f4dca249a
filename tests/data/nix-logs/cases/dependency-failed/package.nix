# foo-1.0 depends on libbar-2.1, whose builder fails (exit code 2): Nix builds libbar, then
# reports that foo's dependency failed.
{ }:

let
  libbar = derivation {
    name = "libbar-2.1";
    system = builtins.currentSystem;
    builder = "/bin/sh";
    args = [
      "-c"
      ''
        echo "checking for zlib.h... no"
        echo "configure: error: zlib development files not found" >&2
        exit 2
      ''
    ];
  };
in
derivation {
  name = "foo-1.0";
  system = builtins.currentSystem;
  builder = "/bin/sh";
  inherit libbar;
  args = [ "-c" "echo linking against $libbar; echo done > $out" ];
}
