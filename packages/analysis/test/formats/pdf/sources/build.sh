#!/usr/bin/env bash
# Regenerates the PDFs in ../files from the sources here. Needs LibreOffice (soffice) and Node;
# the tests only read the committed PDFs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../files"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# soffice FILTER_OPTIONS SOURCE TARGET: each conversion gets its own profile so builds can run in parallel.
convert() {
  local options="$1" source="$2" target="$3" profile
  profile="$(mktemp -d)"
  soffice "-env:UserInstallation=file://$profile" --headless \
    --convert-to "pdf:writer_pdf_Export:$options" --outdir "$work" "$here/$source" >/dev/null 2>&1
  rm -rf "$profile"
  mv "$work/${source%.fodt}.pdf" "$out/$target"
}

tagged='{"UseTaggedPDF":{"type":"boolean","value":"true"},"PDFUACompliance":{"type":"boolean","value":"true"}}'
convert "$tagged" tagged-sample.fodt tagged-sample.pdf
convert '{}' untagged-sample.fodt untagged-sample.pdf
convert '{}' scanned-page.fodt scanned-page.pdf
convert "$tagged" ten-pages.fodt ten-pages.pdf
convert '{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"secret"}}' \
  untagged-sample.fodt encrypted.pdf

# The first kilobyte of a real PDF: a header, then nothing usable.
head -c 1024 "$out/untagged-sample.pdf" >"$out/truncated.pdf"

# What LibreOffice cannot write (custom roles, H7, Headers attributes, ActualText, invisible text, CMYK, rotation).
node "$here/handmade-tags.mjs" "$out/handmade-tags.pdf"
