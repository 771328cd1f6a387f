"""Running the real programs (jaxlint, flake8, pre-commit) as subprocesses on this checkout's code."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from typing import Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PITFALL = textwrap.dedent("""\
    import jax

    @jax.jit
    def relu(x):
        if x > 0:
            return x
        print(x)
        return 0.0
""")
CLEAN = textwrap.dedent("""\
    import jax, jax.numpy as jnp

    @jax.jit
    def relu(x):
        return jnp.where(x > 0, x, 0.0)
""")


def environment(**extra: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=ROOT)
    for name in ("NO_COLOR", "FORCE_COLOR"):
        env.pop(name, None)
    env.update(extra)
    return env


def run(command: list[str], cwd: Optional[str] = None, stdin: Optional[str] = None,
        env: Optional[dict[str, str]] = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, input=stdin,
                          env=env or environment(), timeout=timeout)


def jaxlint(*args: str, cwd: Optional[str] = None, stdin: Optional[str] = None,
            env: Optional[dict[str, str]] = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return run([sys.executable, "-m", "jaxlint", *args], cwd=cwd, stdin=stdin, env=env, timeout=timeout)


def flake8(*args: str, cwd: Optional[str] = None, stdin: Optional[str] = None,
           timeout: float = 120) -> subprocess.CompletedProcess:
    """The real flake8 executable of this interpreter, loading the plugin through its entry point."""
    return run([sys.executable, "-m", "flake8", *args], cwd=cwd, stdin=stdin, timeout=timeout)


def write(directory, name: str, text: str) -> str:
    path = os.path.join(str(directory), name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path
