import jax
import jax.numpy as jnp

from handlers import seed


def model(handler, x):
    w = handler.sample((x.shape[-1],))
    return jnp.tanh(x @ w)


seeded_model = seed(model, jax.random.PRNGKey(1))


@jax.jit
def predict(x):
    return seeded_model(x)
