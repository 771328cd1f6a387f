import jax
import jax.numpy as jnp

from rngs import RngStream

rngs = RngStream(jax.random.PRNGKey(0))


def noisy_layer(w, x):
    return jnp.tanh(x @ w) + 0.01 * jax.random.normal(rngs(), (x.shape[0], w.shape[1]))


@jax.jit
def forward(params, x):
    for w in params:
        x = noisy_layer(w, x)
    return x
