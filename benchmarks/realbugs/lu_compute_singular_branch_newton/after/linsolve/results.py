import jax.numpy as jnp


class RESULTS:
    successful = jnp.asarray(0)
    singular = jnp.asarray(1)
