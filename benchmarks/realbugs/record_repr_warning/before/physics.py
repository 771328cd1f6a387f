import warnings

import jax
import jax.numpy as jnp

from records import Record

FIELDS = ("px", "py", "pz")


@jax.jit
def clip_momenta(momenta, limit):
    record = Record(FIELDS, momenta)
    warnings.warn(f"clipping {record!r} to {limit}")  # expect: JXL203
    return jnp.clip(momenta, -limit, limit)
