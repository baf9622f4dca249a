{ }:

derivation {
  name = "foo-1.0";
  system = builtins.currentSystem;
  builder = "/bin/sh";
  args = [ "-c" "echo done > $out" ];
  buildInputs = [ zlib ];
}
