// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/KnownProviders.h"

#include <QHash>
#include <QStringList>

namespace packwright::loop {

namespace {
using Table = QHash<QString, QString>;

QString lookUp(const Table &table, const QString &key)
{
    return table.value(key);
}
} // namespace

QString knownPkgConfigProvider(const QString &module)
{
    static const Table table{{QStringLiteral("zlib"), QStringLiteral("zlib")},
        {QStringLiteral("openssl"), QStringLiteral("openssl")},
        {QStringLiteral("libssl"), QStringLiteral("openssl")},
        {QStringLiteral("libcrypto"), QStringLiteral("openssl")},
        {QStringLiteral("oniguruma"), QStringLiteral("oniguruma")},
        {QStringLiteral("yaml-0.1"), QStringLiteral("libyaml")},
        {QStringLiteral("libpng"), QStringLiteral("libpng")},
        {QStringLiteral("libcurl"), QStringLiteral("curl")},
        {QStringLiteral("libxml-2.0"), QStringLiteral("libxml2")},
        {QStringLiteral("sqlite3"), QStringLiteral("sqlite")},
        {QStringLiteral("libffi"), QStringLiteral("libffi")},
        {QStringLiteral("ncurses"), QStringLiteral("ncurses")},
        {QStringLiteral("ncursesw"), QStringLiteral("ncurses")},
        {QStringLiteral("libzstd"), QStringLiteral("zstd")},
        {QStringLiteral("liblzma"), QStringLiteral("xz")},
        {QStringLiteral("bzip2"), QStringLiteral("bzip2")},
        {QStringLiteral("expat"), QStringLiteral("expat")},
        {QStringLiteral("libpcre2-8"), QStringLiteral("pcre2")},
        {QStringLiteral("glib-2.0"), QStringLiteral("glib")},
        {QStringLiteral("gio-2.0"), QStringLiteral("glib")},
        {QStringLiteral("gobject-2.0"), QStringLiteral("glib")},
        {QStringLiteral("gtk+-3.0"), QStringLiteral("gtk3")},
        {QStringLiteral("freetype2"), QStringLiteral("freetype")},
        {QStringLiteral("fontconfig"), QStringLiteral("fontconfig")},
        {QStringLiteral("cairo"), QStringLiteral("cairo")},
        {QStringLiteral("libuv"), QStringLiteral("libuv")},
        {QStringLiteral("libevent"), QStringLiteral("libevent")},
        {QStringLiteral("jansson"), QStringLiteral("jansson")},
        {QStringLiteral("libarchive"), QStringLiteral("libarchive")},
        {QStringLiteral("dbus-1"), QStringLiteral("dbus")},
        {QStringLiteral("libsystemd"), QStringLiteral("systemd")},
        {QStringLiteral("uuid"), QStringLiteral("libuuid")},
        {QStringLiteral("readline"), QStringLiteral("readline")},
        {QStringLiteral("libsodium"), QStringLiteral("libsodium")},
        {QStringLiteral("libgit2"), QStringLiteral("libgit2")},
        {QStringLiteral("libusb-1.0"), QStringLiteral("libusb1")},
        {QStringLiteral("json-c"), QStringLiteral("json_c")},
        {QStringLiteral("libjpeg"), QStringLiteral("libjpeg")},
        {QStringLiteral("libtiff-4"), QStringLiteral("libtiff")}};
    return lookUp(table, module);
}

QString knownHeaderProvider(const QString &header)
{
    static const Table table{{QStringLiteral("zlib.h"), QStringLiteral("zlib")},
        {QStringLiteral("zconf.h"), QStringLiteral("zlib")},
        {QStringLiteral("oniguruma.h"), QStringLiteral("oniguruma")},
        {QStringLiteral("yaml.h"), QStringLiteral("libyaml")},
        {QStringLiteral("png.h"), QStringLiteral("libpng")},
        {QStringLiteral("ncurses.h"), QStringLiteral("ncurses")},
        {QStringLiteral("curses.h"), QStringLiteral("ncurses")},
        {QStringLiteral("ffi.h"), QStringLiteral("libffi")},
        {QStringLiteral("sqlite3.h"), QStringLiteral("sqlite")},
        {QStringLiteral("zstd.h"), QStringLiteral("zstd")},
        {QStringLiteral("lzma.h"), QStringLiteral("xz")},
        {QStringLiteral("bzlib.h"), QStringLiteral("bzip2")},
        {QStringLiteral("expat.h"), QStringLiteral("expat")},
        {QStringLiteral("gmp.h"), QStringLiteral("gmp")},
        {QStringLiteral("pcre2.h"), QStringLiteral("pcre2")},
        {QStringLiteral("jansson.h"), QStringLiteral("jansson")},
        {QStringLiteral("sodium.h"), QStringLiteral("libsodium")},
        {QStringLiteral("uv.h"), QStringLiteral("libuv")},
        {QStringLiteral("archive.h"), QStringLiteral("libarchive")},
        {QStringLiteral("git2.h"), QStringLiteral("libgit2")},
        {QStringLiteral("jpeglib.h"), QStringLiteral("libjpeg")},
        {QStringLiteral("tiffio.h"), QStringLiteral("libtiff")},
        {QStringLiteral("ft2build.h"), QStringLiteral("freetype")}};
    // By directory: <openssl/ssl.h>, <curl/curl.h>, <readline/readline.h>, …
    static const Table directories{{QStringLiteral("openssl"), QStringLiteral("openssl")},
        {QStringLiteral("curl"), QStringLiteral("curl")},
        {QStringLiteral("readline"), QStringLiteral("readline")},
        {QStringLiteral("uuid"), QStringLiteral("libuuid")},
        {QStringLiteral("event2"), QStringLiteral("libevent")},
        {QStringLiteral("libxml"), QStringLiteral("libxml2")},
        {QStringLiteral("libusb-1.0"), QStringLiteral("libusb1")},
        {QStringLiteral("systemd"), QStringLiteral("systemd")},
        {QStringLiteral("json-c"), QStringLiteral("json_c")},
        {QStringLiteral("freetype2"), QStringLiteral("freetype")}};
    const qsizetype slash = header.indexOf(QLatin1Char('/'));
    if (slash > 0)
        return lookUp(directories, header.left(slash));
    return lookUp(table, header);
}

QString knownLibraryProvider(const QString &library)
{
    static const Table table{{QStringLiteral("z"), QStringLiteral("zlib")},
        {QStringLiteral("ssl"), QStringLiteral("openssl")},
        {QStringLiteral("crypto"), QStringLiteral("openssl")},
        {QStringLiteral("onig"), QStringLiteral("oniguruma")},
        {QStringLiteral("yaml"), QStringLiteral("libyaml")},
        {QStringLiteral("png"), QStringLiteral("libpng")},
        {QStringLiteral("curl"), QStringLiteral("curl")},
        {QStringLiteral("ncurses"), QStringLiteral("ncurses")},
        {QStringLiteral("ncursesw"), QStringLiteral("ncurses")},
        {QStringLiteral("tinfo"), QStringLiteral("ncurses")},
        {QStringLiteral("readline"), QStringLiteral("readline")},
        {QStringLiteral("ffi"), QStringLiteral("libffi")},
        {QStringLiteral("sqlite3"), QStringLiteral("sqlite")},
        {QStringLiteral("zstd"), QStringLiteral("zstd")},
        {QStringLiteral("lzma"), QStringLiteral("xz")},
        {QStringLiteral("bz2"), QStringLiteral("bzip2")},
        {QStringLiteral("expat"), QStringLiteral("expat")},
        {QStringLiteral("gmp"), QStringLiteral("gmp")},
        {QStringLiteral("uuid"), QStringLiteral("libuuid")},
        {QStringLiteral("pcre2-8"), QStringLiteral("pcre2")},
        {QStringLiteral("jansson"), QStringLiteral("jansson")},
        {QStringLiteral("sodium"), QStringLiteral("libsodium")},
        {QStringLiteral("uv"), QStringLiteral("libuv")},
        {QStringLiteral("archive"), QStringLiteral("libarchive")},
        {QStringLiteral("event"), QStringLiteral("libevent")},
        {QStringLiteral("git2"), QStringLiteral("libgit2")},
        {QStringLiteral("usb-1.0"), QStringLiteral("libusb1")},
        {QStringLiteral("jpeg"), QStringLiteral("libjpeg")},
        {QStringLiteral("tiff"), QStringLiteral("libtiff")},
        {QStringLiteral("freetype"), QStringLiteral("freetype")}};
    return lookUp(table, library);
}

QString knownCommandProvider(const QString &command)
{
    static const Table table{{QStringLiteral("cmake"), QStringLiteral("cmake")},
        {QStringLiteral("ctest"), QStringLiteral("cmake")},
        {QStringLiteral("pkg-config"), QStringLiteral("pkg-config")},
        {QStringLiteral("pkgconf"), QStringLiteral("pkg-config")},
        {QStringLiteral("meson"), QStringLiteral("meson")},
        {QStringLiteral("ninja"), QStringLiteral("ninja")},
        {QStringLiteral("autoreconf"), QStringLiteral("autoreconfHook")},
        {QStringLiteral("autoconf"), QStringLiteral("autoreconfHook")},
        {QStringLiteral("autoheader"), QStringLiteral("autoreconfHook")},
        {QStringLiteral("automake"), QStringLiteral("autoreconfHook")},
        {QStringLiteral("aclocal"), QStringLiteral("autoreconfHook")},
        {QStringLiteral("libtoolize"), QStringLiteral("libtool")},
        {QStringLiteral("m4"), QStringLiteral("m4")},
        {QStringLiteral("perl"), QStringLiteral("perl")},
        {QStringLiteral("python3"), QStringLiteral("python3")},
        {QStringLiteral("python"), QStringLiteral("python3")},
        {QStringLiteral("git"), QStringLiteral("git")},
        {QStringLiteral("which"), QStringLiteral("which")},
        {QStringLiteral("unzip"), QStringLiteral("unzip")},
        {QStringLiteral("makeinfo"), QStringLiteral("texinfo")},
        {QStringLiteral("bison"), QStringLiteral("bison")},
        {QStringLiteral("yacc"), QStringLiteral("bison")},
        {QStringLiteral("flex"), QStringLiteral("flex")},
        {QStringLiteral("lex"), QStringLiteral("flex")},
        {QStringLiteral("msgfmt"), QStringLiteral("gettext")},
        {QStringLiteral("xgettext"), QStringLiteral("gettext")},
        {QStringLiteral("autopoint"), QStringLiteral("gettext")},
        {QStringLiteral("help2man"), QStringLiteral("help2man")},
        {QStringLiteral("gperf"), QStringLiteral("gperf")},
        {QStringLiteral("nasm"), QStringLiteral("nasm")},
        {QStringLiteral("yasm"), QStringLiteral("yasm")},
        {QStringLiteral("patchelf"), QStringLiteral("patchelf")},
        {QStringLiteral("wrapProgram"), QStringLiteral("makeWrapper")},
        {QStringLiteral("makeWrapper"), QStringLiteral("makeWrapper")},
        {QStringLiteral("installShellCompletion"), QStringLiteral("installShellFiles")},
        {QStringLiteral("installManPage"), QStringLiteral("installShellFiles")},
        {QStringLiteral("doxygen"), QStringLiteral("doxygen")},
        {QStringLiteral("scdoc"), QStringLiteral("scdoc")},
        {QStringLiteral("xxd"), QStringLiteral("xxd")}};
    return lookUp(table, command);
}

QString knownPythonProvider(const QString &module)
{
    static const Table table{{QStringLiteral("yaml"), QStringLiteral("pyyaml")},
        {QStringLiteral("PIL"), QStringLiteral("pillow")},
        {QStringLiteral("attr"), QStringLiteral("attrs")},
        {QStringLiteral("dateutil"), QStringLiteral("python-dateutil")},
        {QStringLiteral("bs4"), QStringLiteral("beautifulsoup4")},
        {QStringLiteral("sklearn"), QStringLiteral("scikit-learn")},
        {QStringLiteral("skbuild"), QStringLiteral("scikit-build")},
        {QStringLiteral("serial"), QStringLiteral("pyserial")},
        {QStringLiteral("usb"), QStringLiteral("pyusb")},
        {QStringLiteral("jwt"), QStringLiteral("pyjwt")},
        {QStringLiteral("git"), QStringLiteral("gitpython")},
        {QStringLiteral("magic"), QStringLiteral("python-magic")},
        {QStringLiteral("dotenv"), QStringLiteral("python-dotenv")},
        {QStringLiteral("OpenSSL"), QStringLiteral("pyopenssl")},
        {QStringLiteral("zmq"), QStringLiteral("pyzmq")},
        {QStringLiteral("gi"), QStringLiteral("pygobject3")},
        {QStringLiteral("Crypto"), QStringLiteral("pycryptodome")},
        {QStringLiteral("pkg_resources"), QStringLiteral("setuptools")},
        {QStringLiteral("_cffi_backend"), QStringLiteral("cffi")},
        {QStringLiteral("poetry"), QStringLiteral("poetry-core")},
        {QStringLiteral("pdm"), QStringLiteral("pdm-backend")},
        {QStringLiteral("Cython"), QStringLiteral("cython")}};
    return lookUp(table, module);
}

bool isPythonBuildBackend(const QString &module)
{
    static const QStringList backends{QStringLiteral("setuptools"), QStringLiteral("hatchling"),
        QStringLiteral("flit_core"), QStringLiteral("poetry"), QStringLiteral("pdm"),
        QStringLiteral("setuptools_scm"), QStringLiteral("hatch_vcs"),
        QStringLiteral("hatch_fancy_pypi_readme"), QStringLiteral("maturin"),
        QStringLiteral("scikit_build_core"), QStringLiteral("mesonpy"), QStringLiteral("wheel"),
        QStringLiteral("Cython"), QStringLiteral("cython"), QStringLiteral("versioneer"),
        QStringLiteral("setuptools_rust")};
    return backends.contains(module);
}

} // namespace packwright::loop
