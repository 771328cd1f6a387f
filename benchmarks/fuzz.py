"""Random programs (hypothesmith) through the whole engine: no internal error (JXL902), no exception, ever.

    python benchmarks/fuzz.py                 # 5000 programs
    python benchmarks/fuzz.py --examples 20000 --seed 3

Each generated program is linted twice: as a module, and wrapped as the body of a `@jax.jit` function whose
parameters are every name the program uses, so that the traced-value analysis and the rules run on it, not only
the parser. tests/test_random_programs.py runs a few hundred of the same in CI.
"""

from __future__ import annotations

import argparse
import collections
import io
import keyword
import os
import sys
import textwrap
import time
import tokenize
import traceback
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from jaxlint.engine import lint_source  # noqa: E402

_MAX_PARAMETERS = 40


def used_names(program: str) -> list[str]:
    """The identifiers a program mentions, in order of first use (keywords excluded)."""
    names: list[str] = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(program).readline):
            if token.type == tokenize.NAME and not keyword.iskeyword(token.string) and token.string not in names \
                    and token.string.isidentifier() and not keyword.issoftkeyword(token.string):
                names.append(token.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return [name for name in names if name not in ("jax", "jnp")][:_MAX_PARAMETERS]


def traced_wrapping(program: str) -> str:
    """`program` as the body of a jitted function whose parameters are the names it uses: they are all tracers."""
    parameters = ", ".join(used_names(program))
    # `pass` first: a program of comments and blank lines alone is no function body.
    body = textwrap.indent(program, "    ", lambda line: True)
    return f"import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef traced({parameters}):\n    pass\n{body}\n"


def check(program: str, path: str = "generated.py") -> list[str]:
    """Problems jaxlint has with `program`, as the module and as traced code: [] is the only good answer."""
    problems = []
    for variant in (program, traced_wrapping(program)):
        try:
            diagnostics = lint_source(variant, path)
        except Exception:  # noqa: BLE001 - lint_source must never raise; report what it raised instead
            problems.append("exception:\n" + traceback.format_exc())
            continue
        problems.extend(f"{d.code}: {d.message}" for d in diagnostics if d.code == "JXL902")
    return problems


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    import hypothesis
    import hypothesmith
    from hypothesis import HealthCheck, given, settings

    counts: collections.Counter = collections.Counter()
    failures: list[tuple[str, list[str]]] = []

    @settings(max_examples=args.examples, deadline=None, database=None, phases=[hypothesis.Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(hypothesmith.from_grammar())
    def run(program: str) -> None:
        counts["programs"] += 1
        wrapped = traced_wrapping(program)
        counts["wrapped programs that compile"] += _compiles(wrapped)
        problems = check(program)
        if problems:
            failures.append((program, problems))

    started = time.perf_counter()
    hypothesis.seed(args.seed)(run)()
    elapsed = time.perf_counter() - started
    for name, value in counts.items():
        print(f"{name}: {value}")
    print(f"internal errors or exceptions: {len(failures)} ({elapsed:.0f} s)")
    for program, problems in failures[:5]:
        print("----\n" + program + "\n" + "\n".join(problems))
    sys.exit(1 if failures else 0)


def _compiles(source: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(source, "generated.py", "exec", flags=0x400, dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    return True


if __name__ == "__main__":
    main()
