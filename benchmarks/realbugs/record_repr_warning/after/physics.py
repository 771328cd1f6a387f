import jax
import jax.numpy as jnp

from records import Record

FIELDS = ("px", "py", "pz")


@jax.jit
def clip_momenta(momenta, limit):
    return jnp.clip(momenta, -limit, limit)


def clip_and_report(momenta, limit):
    clipped = clip_momenta(momenta, limit)
    return clipped, repr(Record(FIELDS, clipped))
