"""The real-code corpus: pinned releases of JAX projects, downloaded with pip and unpacked outside the repository.

    python benchmarks/corpus.py            # download (once) and print the corpus directory
    python benchmarks/corpus.py --stats    # also count files and lines per project

The cache lives in $JAXLINT_CORPUS_DIR (default ~/.cache/jaxlint-corpus); nothing here is committed.
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tarfile
import zipfile

PINNED = {
    "jax": "0.10.2",
    "flax": "0.12.8",
    "optax": "0.2.8",
    "equinox": "0.13.8",
    "numpyro": "0.22.0",
    "diffrax": "0.7.2",
    "chex": "0.1.92",
    "dm-haiku": "0.0.17",
    "brax": "0.14.2",
}


def cache_dir() -> str:
    return os.environ.get("JAXLINT_CORPUS_DIR", os.path.expanduser("~/.cache/jaxlint-corpus"))


def _unpack(archive: str, destination: str) -> None:
    os.makedirs(destination, exist_ok=True)
    if archive.endswith(".whl") or archive.endswith(".zip"):
        with zipfile.ZipFile(archive) as zipped:
            for member in zipped.namelist():
                if member.endswith(".py"):
                    zipped.extract(member, destination)
    else:
        with tarfile.open(archive) as tarred:
            members = [m for m in tarred.getmembers() if m.isfile() and m.name.endswith(".py")]
            tarred.extractall(destination, members=members, filter="data")


def ensure_corpus(projects: dict[str, str] = PINNED) -> dict[str, str]:
    """Project name -> directory holding its .py files, downloading what is missing."""
    root = cache_dir()
    directories = {}
    for name, version in projects.items():
        target = os.path.join(root, "src", f"{name}-{version}")
        if not os.path.isdir(target):
            downloads = os.path.join(root, "downloads")
            os.makedirs(downloads, exist_ok=True)
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":none:",
                            "--only-binary", ":all:", "--dest", downloads, f"{name}=={version}"], check=True)
            normalized = name.replace("-", "_")
            candidates = [path for path in glob.glob(os.path.join(downloads, "*"))
                          if os.path.basename(path).lower().startswith(f"{normalized.lower()}-{version}")]
            if not candidates:
                raise SystemExit(f"corpus: no archive found for {name}=={version} in {downloads}")
            partial = target + ".partial"
            _unpack(candidates[0], partial)
            os.replace(partial, target)
        directories[name] = target
    return directories


def count_lines(directory: str) -> tuple[int, int]:
    files = lines = 0
    for path in glob.glob(os.path.join(directory, "**", "*.py"), recursive=True):
        files += 1
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    return files, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stats", action="store_true", help="count files and lines per project")
    args = parser.parse_args()
    directories = ensure_corpus()
    if args.stats:
        total_files = total_lines = 0
        for name, directory in directories.items():
            files, lines = count_lines(directory)
            total_files, total_lines = total_files + files, total_lines + lines
            print(f"{name:10s} {PINNED[name]:8s} {files:6d} files {lines:8d} lines")
        print(f"{'total':19s} {total_files:6d} files {total_lines:8d} lines")
    print(os.path.join(cache_dir(), "src"))


if __name__ == "__main__":
    main()
