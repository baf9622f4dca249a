# The same builder as builder-fails with 200 lines of output before the cause, so that every
# version of Nix truncates the log it quotes.
{ }:

let
  # Prints build output like a configure script and a compiler would, then the cause of
  # the failure, then exits 1.
  buildOutput = ''
    echo "unpacking sources"
    for check in "gcc" "whether the C compiler works" "C compiler default output file name" \
        "suffix of executables" "whether we are cross compiling" "suffix of object files" \
        "whether the compiler supports GNU C" "gcc option to enable C11 features" "stdio.h" \
        "stdlib.h" "string.h" "inttypes.h" "stdint.h" "strings.h" "sys/stat.h" "unistd.h"; do
        echo "checking for $check... yes"
    done
    echo "configure: WARNING: unrecognized options: --disable-dependency-tracking" >&2
    echo "config.status: creating Makefile"
    echo "config.status: creating config.h"
    i=1
    while [ "$i" -le 180 ]; do
        echo "gcc -DHAVE_CONFIG_H -I. -O2 -Wall -c -o src/foo-part$i.o src/foo-part$i.c"
        i=$((i + 1))
    done
    echo "do not know how to unpack source archive /nix/store/q3f8ml4mq3hxsvwf1vsnxcsbq0klv6rd-foo.zip"
    exit 1
  '';
in
derivation {
  name = "foo-1.0";
  system = builtins.currentSystem;
  builder = "/bin/sh";
  args = [ "-c" buildOutput ];
}
