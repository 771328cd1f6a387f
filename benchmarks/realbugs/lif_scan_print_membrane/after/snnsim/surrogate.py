import jax
import jax.numpy as jnp


@jax.custom_jvp
def spike(v):
    return (v > 0.0).astype(v.dtype)


@spike.defjvp
def spike_jvp(primals, tangents):
    (v,), (dv,) = primals, tangents
    return spike(v), dv / (1.0 + 10.0 * jnp.abs(v)) ** 2
