import jax
import jax.numpy as jnp

from optim import sgd_step
from optim.monitor import LAST_STATS


def make_batch(key):
    inputs = jax.random.normal(key, (64, 3))
    return inputs, inputs @ jnp.array([1.0, -2.0, 0.5]) + 0.3


def main(num_steps):
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    history = []
    for step in range(num_steps):
        params = sgd_step(params, make_batch(jax.random.PRNGKey(step)), 0.1)
        history.append(float(LAST_STATS["grad_norm"]))
    return history


if __name__ == "__main__":
    print(main(num_steps=20))
