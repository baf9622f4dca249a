# Three failures in one build: foo's builder fails, bar makes no output, baz depends on foo.
# Recorded without and with --keep-going.
{ }:

let
  foo = derivation {
    name = "foo-1.0";
    system = builtins.currentSystem;
    builder = "/bin/sh";
    args = [ "-c" "echo 'checking for gcc... yes'; echo 'foo.c:3:10: fatal error: zlib.h: No such file or directory'; exit 1" ];
  };
in
{
  inherit foo;
  bar = derivation {
    name = "bar-2.0";
    system = builtins.currentSystem;
    builder = "/bin/sh";
    args = [ "-c" "echo 'installing nothing'" ];
  };
  baz = derivation {
    name = "baz-3.0";
    system = builtins.currentSystem;
    builder = "/bin/sh";
    inherit foo;
    args = [ "-c" "echo done > $out" ];
  };
}
