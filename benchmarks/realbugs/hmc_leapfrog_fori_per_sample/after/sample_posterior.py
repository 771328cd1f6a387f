"""Draw posterior samples of a Bayesian logistic regression with HMC."""

import jax
import jax.numpy as jnp
import numpy as np

from hmcx import HMC

_rng = np.random.default_rng(0)
X = jnp.asarray(_rng.normal(size=(50, 3)), dtype=jnp.float32)
Y = jnp.asarray((_rng.normal(size=50) + X @ np.array([1.0, -2.0, 0.5]) > 0), dtype=jnp.float32)


def potential(w):
    logits = X @ w
    log_lik = jnp.sum(Y * jax.nn.log_sigmoid(logits) + (1 - Y) * jax.nn.log_sigmoid(-logits))
    return 0.5 * jnp.sum(w ** 2) - log_lik


kernel = HMC(potential, step_size=0.05, num_steps=8)


def run(num_warmup: int = 20, num_samples: int = 50, seed: int = 0):
    state = kernel.init(jnp.zeros(3), jax.random.PRNGKey(seed))
    for _ in range(num_warmup):
        state = kernel.sample(state)
    samples = []
    for _ in range(num_samples):
        state = kernel.sample(state)
        samples.append(state.z)
    return jnp.stack(samples)


if __name__ == "__main__":
    print("posterior mean", run().mean(axis=0))
