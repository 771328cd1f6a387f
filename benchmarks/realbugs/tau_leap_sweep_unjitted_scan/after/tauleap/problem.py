import jax.numpy as jnp


class Problem:
    """A reaction network: S[:, r] is the net change of reaction r, nu[:, r] what it consumes."""

    def __init__(self, S, nu, propensity):
        self.S = jnp.asarray(S, dtype=jnp.int32)
        self.nu = jnp.asarray(nu, dtype=jnp.int32)
        self.propensity = propensity


def birth_death_propensity(x, params):
    birth = params["k_birth"] * jnp.ones_like(x[0], dtype=jnp.float32)
    death = params["k_death"] * x[0].astype(jnp.float32)
    return jnp.stack([birth, death])


def birth_death():
    return Problem(S=[[1, -1]], nu=[[0, 1]], propensity=birth_death_propensity)
