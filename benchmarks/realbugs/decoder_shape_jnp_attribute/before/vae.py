import jax
import jax.numpy as jnp

from decoder import Decoder

decoder = Decoder(jax.random.PRNGKey(0))


@jax.jit
def reconstruction_loss(z, images):
    return jnp.mean((decoder(z) - images) ** 2)
