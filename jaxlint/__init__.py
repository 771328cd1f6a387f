"""jaxlint: find jax.jit pitfalls before they cost a stack trace or a silent slowdown."""

__version__ = "0.1.0"

from . import dataclass_code as _dataclass_code

_dataclass_code.install()
