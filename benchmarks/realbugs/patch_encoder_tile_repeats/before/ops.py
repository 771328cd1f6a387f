import jax
import jax.numpy as jnp


@jax.jit
def tile(x, repeats):
    """Backend op for the model code: numpy's tile on device."""
    return jnp.tile(x, repeats)  # expect: JXL106
